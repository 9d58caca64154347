import type { DataTableFieldType } from '../data-table';

export type CellReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** What a column type knows: how typed text becomes a stored value, whether a stored value is one, how it reads. */
export interface FieldTypeModule {
  readonly type: DataTableFieldType;
  /** Text as the user typed it into a cell → the stored value, or why it is not one (Chinese). */
  readCell(text: string): CellReading;
  /** Whether a stored (or sent) value is a value of this type; empty cells (null) always are. */
  holds(value: unknown): boolean;
  /** A stored value as the user reads it; empty for none. */
  showCell(value: unknown): string;
}

export const EMPTY_CELL: CellReading = { ok: true, value: null };

export const isEmptyCell = (value: unknown): boolean => value === null || value === undefined || value === '';
