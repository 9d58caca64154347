import type { RequestHandler } from 'msw';
import type { DemoStore } from './store/demo-store';
import { approvalHandlers } from './handlers/approval-handlers';
import { dataTableHandlers } from './handlers/data-table-handlers';
import { demoControlHandlers } from './handlers/demo-control-handlers';
import { flowHandlers } from './handlers/flow-handlers';
import { formHandlers } from './handlers/form-handlers';
import { instanceHandlers } from './handlers/instance-handlers';
import { ocrHandlers } from './handlers/ocr-handlers';
import { orgHandlers } from './handlers/org-handlers';
import { remoteDemoHandlers } from './handlers/remote-demo-handlers';
import { storageHandlers } from './handlers/storage-handlers';
import { timingTaskHandlers } from './handlers/timing-task-handlers';

/** Every handler of the demo backend, on one store (browser worker, jest and the demo server share them). */
export function createHandlers(store: DemoStore): RequestHandler[] {
  return [
    ...demoControlHandlers(store),
    // Before flowHandlers: get_task_form_design answers with the node's field permissions.
    ...approvalHandlers(store),
    ...flowHandlers(store),
    ...instanceHandlers(store),
    ...formHandlers(store),
    ...dataTableHandlers(store),
    ...storageHandlers(store),
    ...ocrHandlers(store),
    ...orgHandlers(store),
    ...remoteDemoHandlers(store),
    ...timingTaskHandlers(store),
  ];
}
