import type { Caller } from '../core/caller';
import type { DemoStore } from '../core/store/demo-store';
import { ok, query, route } from './handler-kit';
import { listPage } from '../core/instance-views';

const W = '/flow/workflow/';

/** Instances: the four lists. (One instance, launch and every action: approval-handlers.ts.) */
export function instanceHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${W}instance/get_my_instances`, ({ request, caller }) => store.read(async (tx) => {
      const me = caller.userId;
      return ok(await listPage(tx, { table: 'instances', query: { index: '[applicantId+createdAt]', equals: [me] } }, query(request), me));
    })),
    route(store, 'get', `${W}instance/get_work_instances`, ({ request, caller }) => store.read(async (tx) => {
      const q = query(request);
      const me = caller.userId;
      const status = q.get('kind') === 'done' ? 'done' : 'open';
      return ok(await listPage(tx, { table: 'tasks', query: { index: '[userId+status+createdAt]', equals: [me, status] } }, q, me));
    })),
    route(store, 'get', `${W}instance/get_cc_instances`, ({ request, caller }) => store.read(async (tx) => {
      const me = caller.userId;
      return ok(await listPage(tx, { table: 'ccs', query: { index: '[userId+createdAt]', equals: [me] } }, query(request), me));
    })),
  ];
}
