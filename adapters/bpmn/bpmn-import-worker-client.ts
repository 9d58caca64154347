/** Runs one BPMN import in a worker (a separate chunk with bpmn-moddle); the worker ends with its answer. */
import type { BpmnFileRead } from '../../application/ports/bpmn-files';
import type { BpmnImportAnswer, BpmnImportRequest } from './bpmn-import-protocol';

export function importInWorker(file: Blob): Promise<BpmnFileRead> {
  const worker = new Worker(new URL('./bpmn-import-worker.ts', import.meta.url), { name: 'bpmn-import' });
  return new Promise<BpmnFileRead>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BpmnImportAnswer>) => {
      worker.terminate();
      if (event.data.type === 'read') resolve(event.data.read);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => { worker.terminate(); reject(new Error(event.message || '读取 BPMN 文件失败')); };
    worker.postMessage({ file } satisfies BpmnImportRequest);
  });
}
