/**
 * The attachment glyph, inline SVG in currentColor: the 📎 emoji rendered as an empty box where no emoji font
 * is installed (issue 14, item 10), and @ant-design/icons would add its runtime to the filler for one glyph.
 */
export function PaperclipIcon() {
  return (
    <svg className="paperclip-icon" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" style={{ flex: 'none', verticalAlign: '-2px' }}>
      <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 01-7.8-7.8l8.6-8.6a3.7 3.7 0 015.2 5.2l-8.6 8.6a1.8 1.8 0 01-2.6-2.6l7.9-7.9" />
    </svg>
  );
}
