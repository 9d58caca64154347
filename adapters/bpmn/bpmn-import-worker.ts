/**
 * The BPMN import worker: reads the picked file and converts it off the main thread, so a hostile file (deep,
 * huge, thousands of tasks) never freezes the page (issue 38). A file over 10 MB is refused without being read.
 */
import { bpmnLimitMessages, MAX_BPMN_BYTES } from '../../domain/flow/bpmn';
import { importFlowBpmn } from './bpmn-files';
import type { BpmnImportAnswer, BpmnImportRequest } from './bpmn-import-protocol';

const scope = self as unknown as { onmessage: ((event: MessageEvent<BpmnImportRequest>) => void) | null; postMessage(message: BpmnImportAnswer): void };

scope.onmessage = (event) => {
  const { file } = event.data;
  const answer = async (): Promise<BpmnImportAnswer> => {
    if (file.size > MAX_BPMN_BYTES) return { type: 'read', read: { problems: [{ elementId: '', message: bpmnLimitMessages.tooLarge(file.size) }] } };
    return { type: 'read', read: await importFlowBpmn(await file.text(), undefined, file.size) };
  };
  answer().then((message) => scope.postMessage(message), (error: unknown) => scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
};
