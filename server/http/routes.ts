import { dispatch, type Route } from './router';
import type { Caller } from '../core/caller';
import type { DemoStore } from '../core/store/demo-store';
import { approvalHandlers } from './approval-handlers';
import { dataTableHandlers } from './data-table-handlers';
import { flowHandlers } from './flow-handlers';
import { formHandlers } from './form-handlers';
import { inboxHandlers } from './inbox-handlers';
import { notifyHandlers } from './notify-handlers';
import { instanceHandlers } from './instance-handlers';
import { ocrHandlers } from './ocr-handlers';
import { orgHandlers } from './org-handlers';
import { orgAdminHandlers } from './org-admin-handlers';
import { permissionHandlers } from './permission-handlers';
import { remoteDemoHandlers } from './remote-demo-handlers';
import { rightsGuard } from './rights-guard';
import { statisticsHandlers } from './statistics-handlers';
import { storageHandlers } from './storage-handlers';
import { timingTaskHandlers } from './timing-task-handlers';
import { versionHandlers } from './version-handlers';
import { delegationHandlers } from './delegation-handlers';
import { phraseHandlers } from './phrase-handlers';
import { tickOnRequests } from './tick-on-requests';

/** What one area of the demo backend contributes: its handlers on the shared store (declared in its own module). */
export type DemoHandlerContribution = (store: DemoStore) => Route[];

/**
 * The contributions, collected: each area declares its handlers in `handlers/<area>-handlers.ts`; adding one is
 * that module plus its line here. MSW answers with the first match, so the order is kept as it was.
 */
const CONTRIBUTIONS: readonly DemoHandlerContribution[] = [
  approvalHandlers,
  flowHandlers,
  instanceHandlers,
  formHandlers,
  dataTableHandlers,
  storageHandlers,
  ocrHandlers,
  orgHandlers,
  orgAdminHandlers,
  remoteDemoHandlers,
  timingTaskHandlers,
  permissionHandlers,
  statisticsHandlers,
  versionHandlers,
  delegationHandlers,
  phraseHandlers,
  inboxHandlers,
  notifyHandlers,
];

/** Every route of the backend, on one store (the browser demo's worker, jest, demo-server and the Node server). */
const handlersOn = (store: DemoStore): Route[] => CONTRIBUTIONS.flatMap((contribute) => contribute(store));

export function createRoutes(store: DemoStore): Route[] {
  const handlers = handlersOn(store);
  // The rights guard goes first: an admin call the caller has no right for is answered 403 before it runs.
  // Due timers (延时, 超时) fire before any request is answered, so every answer sees them.
  return [...tickOnRequests(store), ...rightsGuard(store, handlersOn), ...handlers];
}

/** The backend as one fetch function: its answer for the caller, or undefined for a request no route answers. */
export type Backend = (request: Request, caller: Caller) => Promise<Response | undefined>;

export function createBackend(store: DemoStore, before: readonly Route[] = []): Backend {
  const routes = [...before, ...createRoutes(store)];
  return (request, caller) => dispatch(routes, request, caller);
}
