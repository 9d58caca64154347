import dayjs from 'dayjs';

/** Times on paper: YYYY-MM-DD HH:mm (spec 9), in the reader's time zone; unreadable text as it is. */
export function formatPrintTime(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : iso;
}
