import './loading-lines.css';

/**
 * A page's "loading" placeholder: a few grey, softly pulsing lines, as antd's Skeleton draws them. Plain CSS,
 * because antd's Skeleton (~5 KB gzip) would otherwise ride on the launch route, whose budget is 300 KB.
 */
export function LoadingLines({ rows = 3 }: { readonly rows?: number }) {
  return (
    <div className="loading-lines" role="status" aria-label="加载中">
      <div className="loading-lines-title" />
      {Array.from({ length: rows }, (_, i) => <div key={i} className="loading-lines-row" />)}
    </div>
  );
}
