import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Shows stored rich text, always sanitised first (the stored HTML may come from anywhere). */
export function RichHtmlView({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'rich-html-view'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
