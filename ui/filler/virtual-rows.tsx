import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface VirtualRowsProps<T> {
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  estimate(row: T): number;
  renderRow(row: T, index: number): ReactNode;
  /** Extra pixels rendered above and below the viewport. */
  overscan?: number;
  /** Set to scroll a row into view (changes of `token` repeat the request). */
  scrollTo?: { index: number; token: number };
  /** Called once the requested row is rendered. */
  onScrolled?(index: number): void;
}

/**
 * Window-scrolled list that renders only the rows on screen (plus overscan): a 2000-field form paints as fast
 * as a 100-field one. Row heights are estimated, then measured as rows render.
 */
export function VirtualRows<T>({ rows, rowKey, estimate, renderRow, overscan = 600, scrollTo, onScrolled }: VirtualRowsProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const measured = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: typeof window === 'undefined' ? 900 : window.innerHeight });

  const keys = useMemo(() => rows.map((row, i) => rowKey(row, i)), [rows, rowKey]);
  const offsets = useMemo(() => {
    const list = new Array<number>(rows.length + 1);
    list[0] = 0;
    for (let i = 0; i < rows.length; i++) list[i + 1] = list[i] + (measured.current.get(keys[i]) ?? estimate(rows[i]));
    return list;
    // `version` changes when a measurement changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, keys, estimate, version]);

  const update = useCallback(() => {
    const el = container.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    const top = Math.max(0, -rect.top);
    const height = window.innerHeight;
    setViewport((prev) => (Math.abs(prev.top - top) < 40 && prev.height === height ? prev : { top, height }));
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(() => { frame = 0; update(); }); };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    update();
    return () => { window.removeEventListener('scroll', onScroll); window.removeEventListener('resize', onScroll); cancelAnimationFrame(frame); };
  }, [update]);

  const first = Math.max(0, upperBound(offsets, viewport.top - overscan) - 1);
  let last = first;
  while (last < rows.length && offsets[last] < viewport.top + viewport.height + overscan) last++;
  const forced = scrollTo && scrollTo.index >= 0 ? scrollTo.index : -1;

  const observer = useRef<ResizeObserver | undefined>(undefined);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    observer.current = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset.rowKey;
        if (!key) continue;
        const height = Math.round((entry.target as HTMLElement).offsetHeight);
        if (height > 0 && measured.current.get(key) !== height) { measured.current.set(key, height); changed = true; }
      }
      if (changed) setVersion((v) => v + 1);
    });
    return () => observer.current?.disconnect();
  }, []);
  const measure = useCallback((el: HTMLDivElement | null) => { if (el) observer.current?.observe(el); }, []);

  useLayoutEffect(() => {
    if (!scrollTo || scrollTo.index < 0) return;
    const el = container.current;
    if (!el) return;
    const rowTop = el.getBoundingClientRect().top + window.scrollY + offsets[scrollTo.index];
    window.scrollTo({ top: Math.max(0, rowTop - 120) });
    update();
    onScrolled?.(scrollTo.index);
    // Only a new request scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo?.token]);

  const indices: number[] = [];
  for (let i = first; i < last; i++) indices.push(i);
  if (forced >= 0 && (forced < first || forced >= last)) indices.push(forced);
  indices.sort((a, b) => a - b);

  const children: ReactNode[] = [];
  let cursor = 0;
  for (const i of indices) {
    if (offsets[i] > cursor) children.push(<div key={`gap-${i}`} style={{ height: offsets[i] - cursor }} />);
    children.push(
      <div key={keys[i]} ref={measure} data-row-key={keys[i]} className="form-row" style={{ display: 'flex', flexWrap: 'wrap' }}>
        {renderRow(rows[i], i)}
      </div>,
    );
    cursor = offsets[i + 1];
  }
  const total = offsets[rows.length];
  if (total > cursor) children.push(<div key="gap-end" style={{ height: total - cursor }} />);
  return <div ref={container} className="virtual-rows">{children}</div>;
}

/** The first index whose offset is greater than `value`. */
function upperBound(offsets: readonly number[], value: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] <= value) lo = mid + 1; else hi = mid;
  }
  return lo;
}
