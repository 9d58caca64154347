/**
 * Headers every demo-server response carries (issue 18, item 7). The app's pages get a strict CSP: scripts
 * only from this origin (no inline script, no eval), styles inline too (antd writes its CSS at run time),
 * images also from https (image-choice pictures) and data/blob (previews), frames only of this origin and
 * blobs (the PDF preview shows checked PDF bytes as a blob), and only this origin may frame the app. File responses bring their own sandbox CSP.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The headers of one response: the baseline, plus the app CSP unless the response set its own. */
export function securityHeaders(existing: { has(name: string): boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) if (!existing.has(name)) headers[name] = value;
  if (!existing.has('Content-Security-Policy')) headers['Content-Security-Policy'] = APP_CSP;
  return headers;
}
