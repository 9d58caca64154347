import type { ApiDefinition } from '../../../application/ports/api-definition-api';
import type { AssigneeRole } from '../../../application/ports/assignee-role-api';
import type { FormValue } from '../../../application/ports/form-value-api';
import type { OperationLogEntry } from '../../../application/ports/operation-log-api';
import type { Form } from '../../../domain/model/form';
import type { DemoStore } from '../store/demo-store';
import { currentUser, jsonBody, notFound, now, ok, paginate, query, refuse, route } from './handler-kit';

const W = '/flow/workflow/';

export const DemoFormMessages = {
  nameRequired: '名称不能为空',
  formInUse: '表单正在被流程使用，不能删除',
  apiUrlRequired: '接口地址不能为空',
} as const;

/** Forms, data tables, API definitions, form values, assignee roles, operation log. */
export function formHandlers(store: DemoStore) {
  const byKeyword = <T extends { name: string }>(items: T[], q: URLSearchParams) => {
    const keyword = q.get('keyword')?.trim();
    return keyword ? items.filter((x) => x.name.includes(keyword)) : items;
  };
  return [
    // Forms
    route(store, 'post', `${W}add_form`, async ({ request }) => {
      const form = await jsonBody<Partial<Form> & { name?: string; controls?: Form['controls'] }>(request);
      if (!form.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      const id = store.nextId('form');
      await store.mutate((s) => { s.forms.push({ ...form, name: form.name ?? '', controls: form.controls ?? [], id, updatedAt: now() }); });
      return ok({ id });
    }),
    route(store, 'post', `${W}upd_form`, async ({ request }) => {
      const form = await jsonBody<Form>(request);
      if (!store.state.forms.some((f) => f.id === form.id)) return notFound('表单');
      await store.mutate((s) => { s.forms = s.forms.map((f) => (f.id === form.id ? { ...form, updatedAt: now() } : f)); });
      return ok();
    }),
    route(store, 'post', `${W}del_forms`, async ({ request }) => {
      const { ids } = await jsonBody<{ ids: string[] }>(request);
      if (store.state.models.some((m) => ids.includes(m.formId))) return refuse(400, DemoFormMessages.formInUse);
      await store.mutate((s) => { s.forms = s.forms.filter((f) => !ids.includes(f.id)); });
      return ok();
    }),
    route(store, 'get', `${W}get_form`, ({ request }) => {
      const form = store.state.forms.find((f) => f.id === query(request).get('id'));
      if (!form) return notFound('表单');
      const { updatedAt: _u, ...plain } = form;
      return ok(plain);
    }),
    route(store, 'get', `${W}get_form_list`, ({ request }) => {
      const q = query(request);
      return ok(paginate(byKeyword(store.state.forms, q).map((f) => ({ id: f.id, name: f.name, controlCount: f.controls.length, updatedAt: f.updatedAt })), q));
    }),
    route(store, 'get', `${W}get_form_items`, ({ request }) => {
      const form = store.state.forms.find((f) => f.id === query(request).get('id'));
      if (!form) return notFound('表单');
      return ok({ items: form.controls.map((c) => ({ id: c.id, title: c.config.title, moduleId: c.moduleId })) });
    }),
    route(store, 'get', `${W}data_table/get_by_id`, ({ request }) => {
      const table = store.state.dataTables.find((t) => t.id === query(request).get('id'));
      return table ? ok(table) : notFound('数据表');
    }),
    // API definitions
    route(store, 'get', `${W}get_apis`, ({ request }) => {
      const q = query(request);
      const status = q.get('status');
      const page = paginate(byKeyword(store.state.apis, q).filter((a) => !status || a.status === status), q);
      return ok({ apis: page.list, total: page.total, page: page.page, pageSize: page.pageSize });
    }),
    route(store, 'get', `${W}get_api`, ({ request }) => {
      const api = store.state.apis.find((a) => a.id === query(request).get('id'));
      return api ? ok(api) : notFound('接口');
    }),
    route(store, 'post', `${W}add_api`, async ({ request }) => {
      const api = await jsonBody<Omit<ApiDefinition, 'id' | 'status'>>(request);
      if (!api.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      if (!api.url?.trim()) return refuse(400, DemoFormMessages.apiUrlRequired);
      const id = store.nextId('api');
      await store.mutate((s) => { s.apis.push({ ...api, id, status: 'Active' }); });
      return ok({ id });
    }),
    route(store, 'post', `${W}upd_api`, async ({ request }) => {
      const api = await jsonBody<Omit<ApiDefinition, 'status'>>(request);
      const found = store.state.apis.find((a) => a.id === api.id);
      if (!found) return notFound('接口');
      await store.mutate((s) => { s.apis = s.apis.map((a) => (a.id === api.id ? { ...api, status: found.status } : a)); });
      return ok();
    }),
    ...(['del_api', 'stop_api', 'active_api'] as const).map((action) =>
      route(store, 'post', `${W}${action}`, async ({ request }) => {
        const { id } = await jsonBody<{ id: string }>(request);
        if (!store.state.apis.some((a) => a.id === id)) return notFound('接口');
        await store.mutate((s) => {
          s.apis = action === 'del_api'
            ? s.apis.filter((a) => a.id !== id)
            : s.apis.map((a) => (a.id === id ? { ...a, status: action === 'stop_api' ? 'Stopped' : 'Active' } : a));
        });
        return ok();
      })),
    // Form values
    route(store, 'get', `${W}get_form_values`, ({ request }) => {
      const q = query(request);
      return ok(paginate(byKeyword(store.state.formValues, q), q));
    }),
    route(store, 'get', `${W}get_form_value`, ({ request }) => {
      const value = store.state.formValues.find((v) => v.id === query(request).get('id'));
      return value ? ok(value) : notFound('表单值');
    }),
    route(store, 'post', `${W}add_form_value`, async ({ request }) => {
      const value = await jsonBody<Omit<FormValue, 'id'>>(request);
      if (!value.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      const id = store.nextId('fv');
      await store.mutate((s) => { s.formValues.push({ ...value, data: value.data ?? [], id }); });
      return ok({ id });
    }),
    route(store, 'post', `${W}upd_form_value`, async ({ request }) => {
      const value = await jsonBody<FormValue>(request);
      if (!store.state.formValues.some((v) => v.id === value.id)) return notFound('表单值');
      await store.mutate((s) => { s.formValues = s.formValues.map((v) => (v.id === value.id ? value : v)); });
      return ok();
    }),
    route(store, 'post', `${W}get_form_value_value`, async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      const value = store.state.formValues.find((v) => v.id === id);
      return value ? ok(value.data) : notFound('表单值');
    }),
    // Assignee roles
    route(store, 'get', `${W}assignee_role/list`, () => ok({ list: store.state.assigneeRoles })),
    route(store, 'post', `${W}assignee_role/add`, async ({ request }) => {
      const role = await jsonBody<Partial<Omit<AssigneeRole, 'id'>>>(request);
      if (!role.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      const id = store.nextId('role');
      await store.mutate((s) => { s.assigneeRoles.push({ name: role.name ?? '', description: role.description ?? '', userIds: role.userIds ?? [], id }); });
      return ok({ id });
    }),
    route(store, 'post', `${W}assignee_role/update`, async ({ request }) => {
      const role = await jsonBody<AssigneeRole>(request);
      if (!store.state.assigneeRoles.some((r) => r.id === role.id)) return notFound('角色');
      await store.mutate((s) => { s.assigneeRoles = s.assigneeRoles.map((r) => (r.id === role.id ? role : r)); });
      return ok();
    }),
    route(store, 'post', `${W}assignee_role/remove`, async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      if (!store.state.assigneeRoles.some((r) => r.id === id)) return notFound('角色');
      await store.mutate((s) => { s.assigneeRoles = s.assigneeRoles.filter((r) => r.id !== id); });
      return ok();
    }),
    // Operation log
    route(store, 'post', `${W}operation_log/add`, async ({ request }) => {
      const entry = await jsonBody<OperationLogEntry>(request);
      const id = store.nextId('log');
      await store.mutate((s) => { s.operationLogs.unshift({ ...entry, id, userName: currentUser(store).name, at: now() }); });
      return ok({ id });
    }),
    route(store, 'get', `${W}operation_log/list`, () => ok({ list: store.state.operationLogs })),
  ];
}
