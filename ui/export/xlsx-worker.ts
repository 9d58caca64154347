/**
 * The export worker: builds the .xlsx off the main thread, so the page stays responsive while 10,000 instances
 * are written. exceljs loads here only (its own chunk), the first time someone exports.
 */
import ExcelJS from 'exceljs';
import { EXPORT_OPTIONS } from '../../application/export/export-options';
import { instanceExportRows } from '../../domain/export/instance-export-rows';
import { XlsxBook } from './xlsx-book';
import type { XlsxWorkerAnswer, XlsxWorkerRequest } from './xlsx-worker-protocol';

const scope = self as unknown as { onmessage: ((event: MessageEvent<XlsxWorkerRequest>) => void) | null; postMessage(message: XlsxWorkerAnswer, transfer?: Transferable[]): void };
const book = new XlsxBook(ExcelJS);

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.type === 'add') {
      book.add(request.sheets);
      return;
    }
    if (request.type === 'instances') {
      book.add(request.instances.flatMap((instance) => instanceExportRows(instance, EXPORT_OPTIONS)));
      return;
    }
    book.finish(request.empty).then((file) => scope.postMessage({ type: 'done', file }, [file])).catch(
      (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
