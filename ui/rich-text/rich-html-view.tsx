import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize-html';

/**
 * Rich text never draws outside its box (issue 18): content is clipped, the box is the containing block and
 * paint boundary even of a fixed-position descendant, and its stacking context keeps any z-index inside.
 */
const CONTAINED: CSSProperties = { overflow: 'hidden', contain: 'paint', isolation: 'isolate', position: 'relative', overflowWrap: 'anywhere' };

/** Shows stored rich text, always sanitised first (the stored HTML may come from anywhere). */
export function RichHtmlView({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'rich-html-view'} style={CONTAINED} dangerouslySetInnerHTML={{ __html: safe }} />;
}
