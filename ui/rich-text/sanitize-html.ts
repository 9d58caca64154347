import DOMPurify from 'dompurify';

/**
 * Sanitises rich-text HTML before it is stored or shown (scripts, event handlers, javascript: urls and
 * foreign tags removed by DOMPurify). Links opened from content never get access to the opener.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button'],
    FORBID_ATTR: ['srcdoc'],
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
    FORBID_ATTR: ['style', 'class', 'id', 'color', 'face', 'size', 'bgcolor', 'align', 'width', 'height', 'lang', 'srcdoc'],
  });
}
