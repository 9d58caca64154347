import type { ExportSheetRows } from '../../domain/export/export-sheet';
import type { ExportInstance } from '../../domain/export/instance-export-rows';

/**
 * Where an export's rows go, batch by batch (the ui's .xlsx worker): the use cases gather and convert the rows,
 * the sink writes the file off the main thread.
 */
export interface ExportSink {
  add(sheets: readonly ExportSheetRows[]): void;
  /** Instances as the backend showed them to the viewer, to become rows (instanceExportRows with EXPORT_OPTIONS). */
  addInstances(instances: readonly ExportInstance[]): void;
}

/** How far an export is: instances (or records) written of all there are. */
export interface ExportProgress {
  readonly done: number;
  readonly total: number;
}

/** The person pressed 取消: the export stops between batches and nothing is saved. */
export class ExportCancelled extends Error {
  constructor() {
    super('导出已取消');
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ExportCancelled();
}
