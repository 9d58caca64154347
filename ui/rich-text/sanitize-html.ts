import DOMPurify from 'dompurify';
import { linkForeignImage } from './own-image-source';
import { safeStyle } from './safe-style';

/** Classes an editor's code block uses; any other class could borrow the app's own positioned styles. */
const SAFE_CLASS = /^language-[a-z0-9-]{1,30}$/;

// Every sanitised element keeps only harmless style declarations and classes (issue 18): an
// `<a style="position:fixed;inset:0;z-index:2147483647">` or `class="ant-modal-wrap"` would cover the page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  if (node.hasAttribute('style')) {
    const style = node instanceof HTMLElement || node instanceof SVGElement ? safeStyle(node.style) : '';
    if (style === '') node.removeAttribute('style');
    else node.setAttribute('style', style);
  }
  if (node.hasAttribute('class')) {
    const classes = (node.getAttribute('class') ?? '').split(/\s+/).filter((name) => SAFE_CLASS.test(name));
    if (classes.length === 0) node.removeAttribute('class');
    else node.setAttribute('class', classes.join(' '));
  }
});

// Only the app's own images are fetched (issue 32, item 15); any other <img> becomes a link to it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.nodeName === 'IMG') linkForeignImage(node);
});

/** `srcset` and `poster` would fetch images the rule above never sees. */
const FETCHING_ATTRS = ['srcset', 'poster'];

/**
 * Sanitises rich-text HTML before it is stored or shown (scripts, event handlers, javascript: urls and
 * foreign tags removed by DOMPurify; styles and classes reduced to harmless ones by the hook above).
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button'],
    FORBID_ATTR: ['srcdoc', ...FETCHING_ATTRS],
  });
}

/**
 * Spec 5 "Pasting rich content strips styles": inline styles, classes, fonts and colours of pasted HTML go,
 * the structure (paragraphs, lists, tables, links, images) stays. The result is sanitised too.
 */
export function stripPastedStyles(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'font', 'meta', 'link'],
    FORBID_ATTR: ['style', 'class', 'id', 'color', 'face', 'size', 'bgcolor', 'align', 'width', 'height', 'lang', 'srcdoc', ...FETCHING_ATTRS],
  });
}
