/**
 * One .xlsx being written by a worker: `sink` takes the rows batch by batch, `finish` answers the file, `cancel`
 * stops the worker (nothing is kept). The worker is a separate bundle chunk with exceljs.
 */
import { ExportCancelled, type ExportSink } from '../../application/export/export-sink';
import type { ExportSheetRows } from '../../domain/export/export-sheet';
import type { XlsxWorkerAnswer, XlsxWorkerRequest } from './xlsx-worker-protocol';

export interface XlsxFile {
  readonly sink: ExportSink;
  finish(empty: Pick<ExportSheetRows, 'key' | 'name' | 'columns'>): Promise<Blob>;
  cancel(): void;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function startXlsxFile(): XlsxFile {
  const worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), { name: 'xlsx-export' });
  const send = (request: XlsxWorkerRequest) => worker.postMessage(request);
  let stopFinish: ((error: Error) => void) | undefined;
  return {
    sink: {
      add: (sheets) => { if (sheets.length > 0) send({ type: 'add', sheets }); },
      addInstances: (instances) => { if (instances.length > 0) send({ type: 'instances', instances }); },
    },
    finish: (empty) => new Promise<Blob>((resolve, reject) => {
      stopFinish = reject;
      worker.onmessage = (event: MessageEvent<XlsxWorkerAnswer>) => {
        worker.terminate();
        if (event.data.type === 'done') resolve(new Blob([event.data.file], { type: XLSX_TYPE }));
        else reject(new Error(event.data.message));
      };
      worker.onerror = (event) => { worker.terminate(); reject(new Error(event.message || '导出文件生成失败')); };
      send({ type: 'finish', empty });
    }),
    cancel: () => {
      worker.terminate();
      stopFinish?.(new ExportCancelled());
    },
  };
}
