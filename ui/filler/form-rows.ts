import type { Control } from '../../domain/model/control';
import { uiControlType } from '../controls/registry';
import { DEFAULT_ROW_HEIGHT } from '../controls/ui-control-type';

/**
 * Controls laid out in rows: consecutive controls share a row while their widths (25–100 %) fit in 100 %.
 * In one column (a phone) every control has a row of its own.
 */
export function layoutRows(controls: readonly Control[], oneColumn = false): Control[][] {
  if (oneColumn) return controls.map((control) => [control]);
  const rows: Control[][] = [];
  let row: Control[] = [];
  let used = 0;
  for (const control of controls) {
    const width = control.config?.width ?? 100;
    if (row.length > 0 && used + width > 100) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(control);
    used += width;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** A first guess of a row's height before it is measured (px). */
export function estimateRowHeight(row: readonly Control[]): number {
  let max = 72;
  for (const control of row) {
    const tip = control.config?.tip ? 20 : 0;
    const base = uiControlType(control.moduleId)?.rowHeight ?? DEFAULT_ROW_HEIGHT;
    max = Math.max(max, base + tip);
  }
  return max;
}
