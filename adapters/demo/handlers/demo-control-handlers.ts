import type { DemoIdentity } from '../../../application/ports/session-api';
import type { DemoFault, DemoStore } from '../../../server/core/store/demo-store';
import { DEMO_FAULTS } from '../../../server/core/store/demo-store';
import { DemoBackupError } from '../../../server/core/store/demo-backup';
import { recordChange } from '../../../server/core/audit-trail';
import { jsonBody, ok, refuse, route } from '../../../server/http/handler-kit';

/**
 * 切换为其他成员: the identity switch of the demo (this tab or client only). The real server keeps it on loopback
 * until accounts and sign-in replace it.
 */
export function identitySwitchRoute(store: DemoStore) {
  return route(store, 'post', '/__demo/identity', async ({ request }) => {
      const { identity, userId } = await jsonBody<{ identity?: DemoIdentity; userId?: string }>(request);
      // Anyone of the organisation, for this tab only (issue 17).
      if (typeof userId === 'string') {
        const user = await store.signInAs(userId);
        return user ? ok(user) : refuse(404, '该成员不存在');
      }
      if (identity !== 'applicant' && identity !== 'approver') return refuse(400, '身份只能是 applicant 或 approver');
      return ok(await store.setIdentity(identity));
    });
}

/** Demo-only calls: switch identity, fault switches, reset, export and import of all data. Never part of the live API. */
export function demoControlHandlers(store: DemoStore) {
  return [
    identitySwitchRoute(store),
    route(store, 'post', '/__demo/fault', async ({ request }) => {
      const { path, fault, times } = await jsonBody<{ path: string; fault: DemoFault; times?: number }>(request);
      if (!path || !DEMO_FAULTS.includes(fault)) return refuse(400, `故障类型只能是 ${DEMO_FAULTS.join('、')}`);
      store.setFault(path, fault, times);
      return ok();
    }),
    route(store, 'delete', '/__demo/fault', () => { store.clearFaults(); return ok(); }),
    route(store, 'post', '/__demo/reset', async () => { await store.reset(); return ok(); }),
    // The whole backup file as the body (not in the envelope), so it can be saved as it is.
    route(store, 'get', '/__demo/export', async () => Response.json(await store.exportAll())),
    route(store, 'post', '/__demo/import', async ({ request, caller }) => {
      try {
        await store.importAll(await request.text());
        // 操作日志 keeps who replaced the data (issue 25); the id leaves the imported counter as it was.
        await store.write((tx) => recordChange(store, tx, caller, { action: 'import_demo_data', target: '演示数据', right: 'system', change: '导入备份，替换全部数据' }, `log-import-${Date.now()}`));
        return ok();
      } catch (error) {
        if (error instanceof DemoBackupError) return refuse(400, error.message);
        throw error;
      }
    }),
  ];
}
