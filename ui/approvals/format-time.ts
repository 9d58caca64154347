// @feature-public: the one way a time is shown, for every list.
import dayjs from 'dayjs';

/** Times as the lists and the timeline show them (spec 9 date format YYYY-MM-DD HH:mm). */
export function formatTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : iso;
}
