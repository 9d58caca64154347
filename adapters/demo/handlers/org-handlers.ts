import type { DemoStore } from '../store/demo-store';
import { currentUser, jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';
import { regionChildren } from './region-tree';

/** Departments, staff, session, permissions, business lookups, settings, base-info calls. */
export function orgHandlers(store: DemoStore) {
  const nameFilter = <T>(items: T[], name: string | null, pick: (x: T) => string) =>
    (name?.trim() ? items.filter((x) => pick(x).includes(name.trim())) : items);
  return [
    route(store, 'get', '/api/department/get_user_department_list', () =>
      ok({ list: store.state.departments.filter((d) => d.id === currentUser(store).departmentId) })),
    route(store, 'get', '/api/department/get_all_department_list', () => ok({ list: store.state.departments })),
    route(store, 'get', '/api/department/query_all_departments_by_name', ({ request }) =>
      ok({ list: nameFilter(store.state.departments, query(request).get('name'), (d) => d.name) })),
    route(store, 'get', '/api/baseinfo/get_staff_list', ({ request }) =>
      ok({ list: nameFilter(store.state.staff, query(request).get('name'), (s) => s.name) })),
    route(store, 'get', '/api/baseinfo/get_user_summary', () => ok(currentUser(store))),
    route(store, 'get', '/api/workflow/permission/is_manager', () => ok({ is_manager: store.state.identity === 'approver' })),
    route(store, 'get', '/api/workflow/rbac/get_managed_child_apps', () =>
      ok({ apps: store.state.identity === 'approver' ? [{ id: 'app-workflow', name: '审批流' }, { id: 'app-datatable', name: '数据表' }] : [] })),
    route(store, 'get', '/api/business/get_regions', async ({ request }) => {
      const list = await regionChildren(query(request).get('parentCode'));
      return list ? ok({ list }) : notFound('地区');
    }),
    route(store, 'get', '/api/business/get_sale_resource_xzqh', async () =>
      ok({ list: ((await regionChildren()) ?? []).filter((r) => ['11', '31', '33', '44'].includes(r.code)) })),
    route(store, 'get', '/api/business/get_dz_schools_by_name', ({ request }) =>
      ok({ list: nameFilter(store.state.schools, query(request).get('name'), (s) => s.school_name) })),
    route(store, 'get', '/api/boss_config/get_setting', ({ request }) => {
      const key = query(request).get('key') ?? '';
      return ok({ setting: store.state.settings[key] ?? null });
    }),
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
    route(store, 'get', '/api/baseinfo/get_yunpan_authority', () => ok({ read: true, write: store.state.identity === 'approver' })),
    route(store, 'get', '/api/baseinfo/get_all_scopes', () => ok({ list: ['workflow', 'datatable', 'yunpan'] })),
    route(store, 'get', '/api/baseinfo/get_latest_notice', () => ok(store.state.notices.at(-1) ?? null)),
    route(store, 'get', '/api/baseinfo/get_notice_list', ({ request }) => {
      const q = query(request);
      const page = Number(q.get('page') ?? 0);
      const size = Number(q.get('pageSize') ?? 20);
      return ok({ list: store.state.notices.slice(page * size, page * size + size), total: store.state.notices.length });
    }),
    route(store, 'get', '/api/baseinfo/get_all_notices', () => ok({ list: store.state.notices })),
    route(store, 'get', '/api/baseinfo/get_notice', ({ request }) => {
      const notice = store.state.notices.find((n) => n.id === query(request).get('id'));
      return notice ? ok(notice) : notFound('公告');
    }),
    route(store, 'post', '/api/baseinfo/add_notice', async ({ request }) => {
      const { title, content } = await jsonBody<{ title: string; content: string }>(request);
      if (!title?.trim()) return refuse(400, '公告标题不能为空');
      const id = store.nextId('notice');
      await store.mutate((s) => { s.notices.push({ id, title, content: content ?? '', createdAt: now() }); });
      return ok({ id });
    }),
    route(store, 'post', '/api/baseinfo/set_notice', async ({ request }) => {
      const notice = await jsonBody<{ id: string; title: string; content: string }>(request);
      if (!store.state.notices.some((n) => n.id === notice.id)) return notFound('公告');
      await store.mutate((s) => { s.notices = s.notices.map((n) => (n.id === notice.id ? { ...n, ...notice } : n)); });
      return ok();
    }),
    route(store, 'post', '/api/baseinfo/del_notice', async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      await store.mutate((s) => { s.notices = s.notices.filter((n) => n.id !== id); });
      return ok();
    }),
    route(store, 'get', '/api/baseinfo/option', ({ request }) => ok({ value: store.state.settings[query(request).get('key') ?? ''] ?? null })),
    route(store, 'post', '/api/baseinfo/resetPassword', async ({ request }) => {
      const { newPassword } = await jsonBody<{ newPassword: string }>(request);
      if (!newPassword || newPassword.length < 6) return refuse(400, '新密码至少 6 位');
      return ok();
    }),
    route(store, 'get', '/api/baseinfo/get_cellphone', () => ok({ cellphone: store.state.cellphone })),
    route(store, 'post', '/api/baseinfo/update_cellphone', async ({ request }) => {
      const { cellphone } = await jsonBody<{ cellphone: string }>(request);
      if (!/^1[3-9]\d{9}$/.test(cellphone ?? '')) return refuse(400, '手机格式不正确!');
      await store.mutate((s) => { s.cellphone = cellphone; });
      return ok();
    }),
    route(store, 'get', '/api/baseinfo/depts', () => ok({ list: store.state.departments.map((d) => ({ id: d.id, name: d.name })) })),
    route(store, 'get', '/api/baseinfo/dz_users', () => ok({ list: store.state.staff.map((s) => ({ id: s.id, name: s.name })) })),
  ];
}
