import 'reflect-metadata';
import { injectable } from 'inversify';
import type { Flow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { BpmnTarget } from '../../domain/flow/bpmn/bpmn-model';
import { bpmnLimitMessages, MAX_BPMN_BYTES } from '../../domain/flow/bpmn/bpmn-limits';
import type { BpmnFileRead, BpmnFiles } from '../../application/ports/bpmn-files';

/** bpmn-moddle and the targets' descriptors: one chunk, downloaded by the first export or import only. */
const bpmnFiles = () => import(/* webpackChunkName: "bpmn-files" */ './bpmn-files');
/** The import worker's starter (browsers only: `new Worker(new URL(…, import.meta.url))`). */
const workerClient = () => import(/* webpackChunkName: "bpmn-import-client" */ './bpmn-import-worker-client');

/** A blob's text (FileReader where `Blob.text` is missing, as in jsdom). */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * The BpmnFiles port as every route binds it; no route's bundle carries bpmn-moddle. An import is read and
 * converted in a worker (issue 38: the page never freezes on a hostile file); a file over 10 MB is refused
 * unread. Without workers (tests, old runtimes) the same conversion runs here.
 */
@injectable()
export class LazyBpmnFiles implements BpmnFiles {
  async exportFlow(flow: Flow, form: Form, target: BpmnTarget): Promise<string> {
    return (await bpmnFiles()).exportFlowBpmn(flow, form, target);
  }

  async importFlow(file: Blob): Promise<BpmnFileRead> {
    if (file.size > MAX_BPMN_BYTES) return { problems: [{ elementId: '', message: bpmnLimitMessages.tooLarge(file.size) }] };
    if (typeof Worker !== 'undefined') return (await workerClient()).importInWorker(file);
    return (await bpmnFiles()).importFlowBpmn(await textOf(file), undefined, file.size);
  }
}
