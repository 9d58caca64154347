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
import { permissionHandlers } from './handlers/permission-handlers';
import { remoteDemoHandlers } from './handlers/remote-demo-handlers';
import { rightsGuard } from './handlers/rights-guard';
import { storageHandlers } from './handlers/storage-handlers';
import { timingTaskHandlers } from './handlers/timing-task-handlers';

/**
 * Every handler of the demo backend, on one store (browser worker, jest and the demo server share them),
 * behind the rights guard: an admin call the caller has no right for is answered 403 before it runs.
 */
export function createHandlers(store: DemoStore): RequestHandler[] {
  const handlers = [
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
    ...permissionHandlers(store),
  ];
  return [...rightsGuard(store, handlers), ...handlers];
}
