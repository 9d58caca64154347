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
import { statisticsHandlers } from './handlers/statistics-handlers';
import { storageHandlers } from './handlers/storage-handlers';
import { timingTaskHandlers } from './handlers/timing-task-handlers';
import { versionHandlers } from './handlers/version-handlers';
import { delegationHandlers } from './handlers/delegation-handlers';
import { phraseHandlers } from './handlers/phrase-handlers';
import { tickOnRequests } from './handlers/timer-ticks';

/** What one area of the demo backend contributes: its handlers on the shared store (declared in its own module). */
export type DemoHandlerContribution = (store: DemoStore) => RequestHandler[];

/**
 * The contributions, collected: each area declares its handlers in `handlers/<area>-handlers.ts`; adding one is
 * that module plus its line here. MSW answers with the first match, so the order is kept as it was.
 */
const CONTRIBUTIONS: readonly DemoHandlerContribution[] = [
  demoControlHandlers,
  approvalHandlers,
  flowHandlers,
  instanceHandlers,
  formHandlers,
  dataTableHandlers,
  storageHandlers,
  ocrHandlers,
  orgHandlers,
  remoteDemoHandlers,
  timingTaskHandlers,
  permissionHandlers,
  statisticsHandlers,
  versionHandlers,
  delegationHandlers,
  phraseHandlers,
];

/** Every handler of the demo backend, on one store (browser worker, jest and the demo server share them). */
export function createHandlers(store: DemoStore): RequestHandler[] {
  const handlers = CONTRIBUTIONS.flatMap((contribute) => contribute(store));
  // The rights guard goes first: an admin call the caller has no right for is answered 403 before it runs.
  // Due timers (延时, 超时) fire before any request is answered, so every answer sees them.
  return [...tickOnRequests(store), ...rightsGuard(store, handlers), ...handlers];
}
