/** @jest-environment jest-fixed-jsdom */
// Issue 18 item 2: rich text (description, rich-text values) cannot cover the page and take a click.
import { render } from '@testing-library/react';
import { sanitizeHtml } from '../../../ui/rich-text/sanitize-html';
import { RichHtmlView } from '../../../ui/rich-text/rich-html-view';

const OVERLAY = '<a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647">点我</a>';

describe('clickjacking overlay through rich-text style', () => {
  it('an <a style="position:fixed;inset:0;z-index:2147483647"> loses every placing declaration', () => {
    const out = sanitizeHtml(OVERLAY);
    expect(out).not.toMatch(/position|inset|z-index|style=/);
    expect(out).toContain('点我');
  });

  it.each([
    'position:absolute;top:0;left:0;width:100vw;height:100vh',
    'transform:scale(100)',
    'margin-top:-9999px',
    'display:block;width:100vw;height:100vh',
    'opacity:0;pointer-events:auto',
    'background:url(https://evil.example/x.png)',
    'background-image:url(javascript:alert(1))',
    'font-size:9999px',
    'line-height:999',
    'color:red !important;position:fixed',
    'top:0;right:0;bottom:0;left:0',
  ])('style "%s" draws nothing outside the text', (style) => {
    const out = sanitizeHtml(`<p style="${style}">x</p>`);
    expect(out).not.toMatch(/position|transform|margin|width|height|opacity|pointer|url|9999|999|top|bottom|left|right|important/);
  });

  it('harmless formatting stays: colour, weight, alignment and a bounded size', () => {
    const out = sanitizeHtml('<p style="text-align:center;color:rgb(225, 60, 57);font-weight:bold;font-size:16px;position:fixed">标题</p>');
    expect(out).toContain('text-align: center');
    expect(out).toContain('color: rgb(225, 60, 57)');
    expect(out).toContain('font-weight: bold');
    expect(out).toContain('font-size: 16px');
    expect(out).not.toContain('position');
  });

  it("a class borrowing the app's own positioned styles (ant-modal-wrap) is dropped", () => {
    const out = sanitizeHtml('<div class="ant-modal-wrap ant-image-preview-mask">x</div><pre><code class="language-js">1</code></pre>');
    expect(out).not.toContain('ant-');
    expect(out).toContain('class="language-js"');
  });

  it('the rendered box contains whatever is inside it (overflow clipped, its own paint and stacking context)', () => {
    const { container } = render(<RichHtmlView html={OVERLAY} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.overflow).toBe('hidden');
    expect(box.style.getPropertyValue('contain')).toBe('paint');
    expect(box.style.isolation).toBe('isolate');
    expect(box.querySelector('a')?.getAttribute('style')).toBeNull();
  });
});
