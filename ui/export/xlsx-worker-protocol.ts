import type { ExportSheetRows } from '../../domain/export/export-sheet';
import type { ExportInstance } from '../../domain/export/instance-export-rows';

/** Page → worker: rows to add, then `finish` with the sheet an empty file gets. */
export type XlsxWorkerRequest =
  | { readonly type: 'add'; readonly sheets: readonly ExportSheetRows[] }
  | { readonly type: 'instances'; readonly instances: readonly ExportInstance[] }
  | { readonly type: 'finish'; readonly empty: Pick<ExportSheetRows, 'key' | 'name' | 'columns'> };

/** Worker → page: the file, or why it could not be written. */
export type XlsxWorkerAnswer = { readonly type: 'done'; readonly file: ArrayBuffer } | { readonly type: 'failed'; readonly message: string };
