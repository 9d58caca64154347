import { callerSummary, type Caller } from '../core/caller';
import type { Staff } from '../../application/ports/organization-api';
import type { DemoStore } from '../core/store/demo-store';
import type { UserRow } from '../core/store/demo-tables';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { regionChildren } from '../core/region-tree';

/** Where a person's phone number is kept. */
const cellphoneKey = (userId: string) => `cellphone:${userId}`;
import { flowOfDesign } from '../core/flow-runtime';

// `disabled` travels so the pickers leave out people who have left (issue 41) and the route preview skips them;
// the 直属主管 set by hand in 组织架构 too (issue 39).
const staffOf = ({ id, name, employeeNumber, departmentId, deptIds, disabled, supervisorId }: UserRow): Staff =>
  ({ id, name, employeeNumber, departmentId, ...(deptIds ? { deptIds: [...deptIds] } : {}), ...(disabled ? { disabled: true } : {}), ...(supervisorId ? { supervisorId } : {}) });

/** Departments, staff, session, permissions, business lookups, settings, base-info calls. */
export function orgHandlers(store: DemoStore) {
  const nameFilter = <T>(items: T[], name: string | null, pick: (x: T) => string) =>
    (name?.trim() ? items.filter((x) => pick(x).includes(name.trim())) : items);
  const setting = (key: string) => store.read(async (tx) => (await tx.settings.get(key))?.value ?? null);
  // A manager: an admin of some flow (issue 17: anyone of the organisation can be signed in).
  const isApprover = (caller: Caller) => store.read(async (tx) => {
    const me = caller.userId;
    return (await tx.designs.all()).some((d) => flowOfDesign(d)?.settings?.admins?.includes(me) === true);
  });
  return [
    route(store, 'get', '/api/department/get_user_department_list', ({ caller }) => store.read(async (tx) => {
      const dept = await tx.depts.get((await callerSummary(tx, caller)).departmentId);
      return ok({ list: dept ? [dept] : [] });
    })),
    route(store, 'get', '/api/department/get_all_department_list', () => store.read(async (tx) => ok({ list: await tx.depts.all() }))),
    route(store, 'get', '/api/department/query_all_departments_by_name', ({ request }) => store.read(async (tx) =>
      ok({ list: nameFilter(await tx.depts.all(), query(request).get('name'), (d) => d.name) }))),
    route(store, 'get', '/api/baseinfo/get_staff_list', ({ request }) => store.read(async (tx) =>
      ok({ list: nameFilter((await tx.users.all()).map(staffOf), query(request).get('name'), (s) => s.name) }))),
    route(store, 'get', '/api/baseinfo/get_user_summary', ({ caller }) => store.read(async (tx) => ok(await callerSummary(tx, caller)))),
    route(store, 'get', '/api/workflow/permission/is_manager', async ({ caller }) => ok({ is_manager: await isApprover(caller) })),
    route(store, 'get', '/api/workflow/rbac/get_managed_child_apps', async ({ caller }) =>
      ok({ apps: (await isApprover(caller)) ? [{ id: 'app-workflow', name: '审批流' }, { id: 'app-datatable', name: '数据表' }] : [] })),
    route(store, 'get', '/api/business/get_regions', async ({ request }) => {
      const list = await regionChildren(query(request).get('parentCode'));
      return list ? ok({ list }) : notFound('地区');
    }),
    route(store, 'get', '/api/business/get_sale_resource_xzqh', async () =>
      ok({ list: ((await regionChildren()) ?? []).filter((r) => ['11', '31', '33', '44'].includes(r.code)) })),
    route(store, 'get', '/api/business/get_dz_schools_by_name', ({ request }) => store.read(async (tx) =>
      ok({ list: nameFilter(await tx.schools.all(), query(request).get('name'), (s) => s.school_name) }))),
    route(store, 'get', '/api/boss_config/get_setting', async ({ request }) => ok({ setting: await setting(query(request).get('key') ?? '') })),
    route(store, 'post', '/filter/api/business/import_customer_by_excel', async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof Blob) || file.size === 0) return refuse(400, '请上传客户 Excel 文件');
      // The demo cannot read Excel: it counts the non-empty lines of a text export instead.
      const lines = (await file.text()).split(/\r?\n/).filter((l) => l.trim() !== '').length;
      return ok({ imported: Math.max(lines - 1, 0), failed: 0 });
    }),
    // The other base-info calls (shapes in docs/API.md).
    route(store, 'get', '/api/baseinfo/get_pans', () => ok({ list: [{ id: 'pan-1', name: '公共云盘' }] })),
    route(store, 'post', '/api/baseinfo/add_pan_docs', () => ok()),
    route(store, 'post', '/api/baseinfo/add_authority_by_user', () => ok()),
    route(store, 'post', '/api/baseinfo/del_authority_by_user', () => ok()),
    route(store, 'post', '/api/baseinfo/update_scopes_at_department', () => ok()),
    route(store, 'get', '/api/baseinfo/get_yunpan_authority', async ({ caller }) => ok({ read: true, write: await isApprover(caller) })),
    route(store, 'get', '/api/baseinfo/get_all_scopes', () => ok({ list: ['workflow', 'datatable', 'yunpan'] })),
    route(store, 'get', '/api/baseinfo/get_latest_notice', () => store.read(async (tx) =>
      ok((await tx.notices.find({ index: 'createdAt', reverse: true, limit: 1 }))[0] ?? null))),
    route(store, 'get', '/api/baseinfo/get_notice_list', ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const page = Number(q.get('page') ?? 0);
      const size = Number(q.get('pageSize') ?? 20);
      const [list, total] = await Promise.all([tx.notices.find({ index: 'createdAt', offset: page * size, limit: size }), tx.notices.count()]);
      return ok({ list, total });
    })),
    route(store, 'get', '/api/baseinfo/get_all_notices', () => store.read(async (tx) => ok({ list: await tx.notices.find({ index: 'createdAt' }) }))),
    route(store, 'get', '/api/baseinfo/get_notice', ({ request }) => store.read(async (tx) => {
      const notice = await tx.notices.get(query(request).get('id') ?? '');
      return notice ? ok(notice) : notFound('公告');
    })),
    route(store, 'post', '/api/baseinfo/add_notice', async ({ request }) => {
      const { title, content } = await jsonBody<{ title: string; content: string }>(request);
      if (!title?.trim()) return refuse(400, '公告标题不能为空');
      return store.write(async (tx) => {
        const id = store.nextId('notice');
        await tx.notices.put({ id, title, content: content ?? '', createdAt: now() });
        return ok({ id });
      });
    }),
    route(store, 'post', '/api/baseinfo/set_notice', async ({ request }) => {
      const notice = await jsonBody<{ id: string; title: string; content: string }>(request);
      return store.write(async (tx) => {
        const found = await tx.notices.get(notice.id ?? '');
        if (!found) return notFound('公告');
        await tx.notices.put({ ...found, ...notice });
        return ok();
      });
    }),
    route(store, 'post', '/api/baseinfo/del_notice', async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      return store.write(async (tx) => {
        await tx.notices.delete(id ?? '');
        return ok();
      });
    }),
    route(store, 'get', '/api/baseinfo/option', async ({ request }) => ok({ value: await setting(query(request).get('key') ?? '') })),
    route(store, 'post', '/api/baseinfo/resetPassword', async ({ request }) => {
      const { newPassword } = await jsonBody<{ newPassword: string }>(request);
      if (!newPassword || newPassword.length < 6) return refuse(400, '新密码至少 6 位');
      return ok();
    }),
    // One's own phone number (issue 38: it was one number for everyone).
    route(store, 'get', '/api/baseinfo/get_cellphone', ({ caller }) => store.read(async (tx) => ok({ cellphone: (await tx.meta.get(cellphoneKey(caller.userId)))?.value ?? '' }))),
    route(store, 'post', '/api/baseinfo/update_cellphone', async ({ request, caller }) => {
      const { cellphone } = await jsonBody<{ cellphone: string }>(request);
      if (!/^1[3-9]\d{9}$/.test(cellphone ?? '')) return refuse(400, '手机格式不正确!');
      return store.write(async (tx) => {
        await tx.meta.put({ key: cellphoneKey(caller.userId), value: cellphone });
        return ok();
      });
    }),
    route(store, 'get', '/api/baseinfo/depts', () => store.read(async (tx) => ok({ list: (await tx.depts.all()).map((d) => ({ id: d.id, name: d.name })) }))),
    route(store, 'get', '/api/baseinfo/dz_users', () => store.read(async (tx) => ok({ list: (await tx.users.all()).map((s) => ({ id: s.id, name: s.name })) }))),
  ];
}
