/*
 * Small UI glyphs drawn as inline SVG in currentColor (issue 14, item 10). The characters they replace
 * (⋮ ⋯ ⌫ − ‹ ›) are not in WenQuanYi Zen Hei, the only font CI and many Linux desktops have, and rendered as
 * empty boxes there; @ant-design/icons would add its runtime for six glyphs. Decorative: the button or handle
 * around each carries the accessible name.
 */
const common = {
  width: '1em', height: '1em', viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6,
  strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false,
  style: { verticalAlign: '-0.125em' },
} as const;

/** Drag handle (two columns of dots), was ⋮⋮. */
export function DragHandleIcon() {
  return (
    <svg {...common} className="glyph-icon glyph-drag" fill="currentColor" stroke="none">
      {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.4} />))}
    </svg>
  );
}

/** More actions (three dots in a row), was ⋯. */
export function MoreIcon() {
  return (
    <svg {...common} className="glyph-icon glyph-more" fill="currentColor" stroke="none">
      {[3, 8, 13].map((x) => <circle key={x} cx={x} cy={8} r={1.5} />)}
    </svg>
  );
}

/** Backspace key, was ⌫. */
export function BackspaceIcon() {
  return (
    <svg {...common} className="glyph-icon glyph-backspace">
      <path d="M5.5 3.5h8a1 1 0 011 1v7a1 1 0 01-1 1h-8L1.5 8z" /><path d="M8 6l4 4M12 6l-4 4" />
    </svg>
  );
}

/** Minus (zoom out), was −. */
export function MinusIcon() {
  return <svg {...common} className="glyph-icon glyph-minus"><path d="M3 8h10" /></svg>;
}

/** Chevron to the left or right (move a branch), was ‹ / ›. */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...common} className={`glyph-icon glyph-chevron-${direction}`}>
      <path d={direction === 'left' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'} />
    </svg>
  );
}
