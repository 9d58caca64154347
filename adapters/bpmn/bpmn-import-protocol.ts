import type { BpmnFileRead } from '../../application/ports/bpmn-files';

/** To the BPMN import worker: the file the user picked (read there, never on the page's thread). */
export interface BpmnImportRequest { readonly file: Blob }
/** From it: what the file came to, or why it could not be read. */
export type BpmnImportAnswer = { readonly type: 'read'; readonly read: BpmnFileRead } | { readonly type: 'failed'; readonly message: string };
