import { useEffect, useState, type RefObject } from 'react';

/** The User Timing mark set when a sheet is ready to print; `npm run bench:print` reads its startTime. */
export const PRINT_READY_MARK = 'print-ready';

/**
 * True once the sheet in `ref` is ready for paper: its fonts loaded, its images decoded (a broken image
 * counts as settled: it prints as its alt text) and one frame drawn. Until then 打印 would print a sheet
 * whose text reflows or whose images are blank. `key` is the document shown: a new one settles anew.
 */
export function useSheetSettled(ref: RefObject<HTMLElement | null>, key: unknown): boolean {
  const [settledKey, setSettledKey] = useState<unknown>(undefined);
  useEffect(() => {
    if (key === undefined) return undefined;
    let cancelled = false;
    const images = [...(ref.current?.querySelectorAll('img') ?? [])].map((img) => img.decode().catch(() => undefined));
    void Promise.all([document.fonts.ready, ...images]).then(() => requestAnimationFrame(() => {
      if (cancelled) return;
      performance.mark(PRINT_READY_MARK);
      setSettledKey(key);
    }));
    return () => { cancelled = true; };
  }, [ref, key]);
  return key !== undefined && settledKey === key;
}
