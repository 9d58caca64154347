import { callerSummary, type Caller } from '../core/caller';
import type { ApiDefinition } from '../../application/ports/api-definition-api';
import type { AssigneeRole } from '../../application/ports/assignee-role-api';
import type { FormValue } from '../../application/ports/form-value-api';
import type { OperationLogEntry } from '../../application/ports/operation-log-api';
import type { Form } from '../../domain/model/form';
import type { DemoStore } from '../core/store/demo-store';
import { flowsUsingRole } from '../core/role-usage';
import { LAST_SYSTEM_ADMIN_REFUSAL } from '../../domain/permissions';
import { refuseReservedControlIds } from './form-guard';
import { jsonBody, notFound, now, ok, paginate, query, refuse, route } from './handler-kit';
import { grantsIn } from '../core/admin-rights';
import { BACKEND_LOGGED_ACTIONS } from './guarded-calls';
import { keepsSystemAdmin } from './permission-handlers';
import { clientEventProblem } from './client-events';
import { outboundUrlProblem } from '../../domain/flow';

const W = '/flow/workflow/';

export const DemoFormMessages = {
  nameRequired: '名称不能为空',
  formInUse: '表单正在被流程使用，不能删除',
  apiUrlRequired: '接口地址不能为空',
  apiUrlRefused: (problem: string) => `接口地址不能使用：${problem}`,
  roleInUse: (flows: readonly string[]) => `该角色正在被流程使用：${flows.join('、')}，请先在流程中换掉它再删除`,
} as const;

/** Forms (data tables: data-table-handlers), API definitions, form values, assignee roles, operation log. */
/**
 * A remote data source's address (接口管理, issue 38): a path of the app's own services stays as it is; any other
 * address passes the outbound check every design's request passes (http(s), no inside address unless
 * OUTBOUND_ALLOW names its host), so no saved definition points the remote controls at the inside.
 */
export function remoteApiUrlProblem(url: string, allow: readonly string[]): string | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return undefined;
  return outboundUrlProblem(trimmed, allow);
}

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
      const reserved = refuseReservedControlIds(form);
      if (reserved) return reserved;
      return store.write(async (tx) => {
        const id = store.nextId('form');
        await tx.forms.put({ ...form, name: form.name ?? '', controls: form.controls ?? [], id, updatedAt: now() });
        return ok({ id });
      });
    }),
    route(store, 'post', `${W}upd_form`, async ({ request }) => {
      const form = await jsonBody<Form>(request);
      const reserved = refuseReservedControlIds(form);
      if (reserved) return reserved;
      return store.write(async (tx) => {
        if (!(await tx.forms.get(form.id ?? ''))) return notFound('表单');
        await tx.forms.put({ ...form, updatedAt: now() });
        return ok();
      });
    }),
    route(store, 'post', `${W}del_forms`, async ({ request }) => {
      const { ids } = await jsonBody<{ ids: string[] }>(request);
      return store.write(async (tx) => {
        if ((await tx.models.all()).some((m) => ids.includes(m.formId))) return refuse(400, DemoFormMessages.formInUse);
        for (const id of ids) await tx.forms.delete(id);
        return ok();
      });
    }),
    route(store, 'get', `${W}get_form`, ({ request }) => store.read(async (tx) => {
      const form = await tx.forms.get(query(request).get('id') ?? '');
      if (!form) return notFound('表单');
      const { updatedAt: _u, ...plain } = form;
      return ok(plain);
    })),
    route(store, 'get', `${W}get_form_list`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const forms = await tx.forms.all();
      return ok(paginate(byKeyword(forms, q).map((f) => ({ id: f.id, name: f.name, controlCount: f.controls.length, updatedAt: f.updatedAt })), q));
    })),
    route(store, 'get', `${W}get_form_items`, ({ request }) => store.read(async (tx) => {
      const form = await tx.forms.get(query(request).get('id') ?? '');
      if (!form) return notFound('表单');
      return ok({ items: form.controls.map((c) => ({ id: c.id, title: c.config.title, moduleId: c.moduleId })) });
    })),
    // API definitions
    route(store, 'get', `${W}get_apis`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      const status = q.get('status');
      const page = paginate(byKeyword(await tx.apis.all(), q).filter((a) => !status || a.status === status), q);
      return ok({ apis: page.list, total: page.total, page: page.page, pageSize: page.pageSize });
    })),
    route(store, 'get', `${W}get_api`, ({ request }) => store.read(async (tx) => {
      const api = await tx.apis.get(query(request).get('id') ?? '');
      return api ? ok(api) : notFound('接口');
    })),
    route(store, 'post', `${W}add_api`, async ({ request }) => {
      const api = await jsonBody<Omit<ApiDefinition, 'id' | 'status'>>(request);
      if (!api.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      if (!api.url?.trim()) return refuse(400, DemoFormMessages.apiUrlRequired);
      const refused = remoteApiUrlProblem(api.url, store.outboundAllow);
      if (refused) return refuse(400, DemoFormMessages.apiUrlRefused(refused));
      return store.write(async (tx) => {
        const id = store.nextId('api');
        await tx.apis.put({ ...api, id, status: 'Active' });
        return ok({ id });
      });
    }),
    route(store, 'post', `${W}upd_api`, async ({ request }) => {
      const api = await jsonBody<Omit<ApiDefinition, 'status'>>(request);
      const refused = remoteApiUrlProblem(String(api.url ?? ''), store.outboundAllow);
      if (refused) return refuse(400, DemoFormMessages.apiUrlRefused(refused));
      return store.write(async (tx) => {
        const found = await tx.apis.get(api.id ?? '');
        if (!found) return notFound('接口');
        await tx.apis.put({ ...api, status: found.status });
        return ok();
      });
    }),
    ...(['del_api', 'stop_api', 'active_api'] as const).map((action) =>
      route(store, 'post', `${W}${action}`, async ({ request }) => {
        const { id } = await jsonBody<{ id: string }>(request);
        return store.write(async (tx) => {
          const found = await tx.apis.get(id ?? '');
          if (!found) return notFound('接口');
          if (action === 'del_api') await tx.apis.delete(id);
          else await tx.apis.put({ ...found, status: action === 'stop_api' ? 'Stopped' : 'Active' });
          return ok();
        });
      })),
    // Form values
    route(store, 'get', `${W}get_form_values`, ({ request }) => store.read(async (tx) => {
      const q = query(request);
      return ok(paginate(byKeyword(await tx.formValues.all(), q), q));
    })),
    route(store, 'get', `${W}get_form_value`, ({ request }) => store.read(async (tx) => {
      const value = await tx.formValues.get(query(request).get('id') ?? '');
      return value ? ok(value) : notFound('表单值');
    })),
    route(store, 'post', `${W}add_form_value`, async ({ request }) => {
      const value = await jsonBody<Omit<FormValue, 'id'>>(request);
      if (!value.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      return store.write(async (tx) => {
        const id = store.nextId('fv');
        await tx.formValues.put({ ...value, data: value.data ?? [], id });
        return ok({ id });
      });
    }),
    route(store, 'post', `${W}upd_form_value`, async ({ request }) => {
      const value = await jsonBody<FormValue>(request);
      return store.write(async (tx) => {
        if (!(await tx.formValues.get(value.id ?? ''))) return notFound('表单值');
        await tx.formValues.put(value);
        return ok();
      });
    }),
    route(store, 'post', `${W}get_form_value_value`, async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      return store.read(async (tx) => {
        const value = await tx.formValues.get(id ?? '');
        return value ? ok(value.data) : notFound('表单值');
      });
    }),
    // Assignee roles
    route(store, 'get', `${W}assignee_role/list`, () => store.read(async (tx) => ok({ list: await tx.roles.all() }))),
    route(store, 'post', `${W}assignee_role/add`, async ({ request }) => {
      const role = await jsonBody<Partial<Omit<AssigneeRole, 'id'>>>(request);
      if (!role.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      return store.write(async (tx) => {
        const id = store.nextId('role');
        await tx.roles.put({ name: role.name ?? '', description: role.description ?? '', userIds: role.userIds ?? [], id });
        return ok({ id });
      });
    }),
    route(store, 'post', `${W}assignee_role/update`, async ({ request }) => {
      const role = await jsonBody<AssigneeRole>(request);
      if (!role.name?.trim()) return refuse(400, DemoFormMessages.nameRequired);
      return store.write(async (tx) => {
        if (!(await tx.roles.get(role.id ?? ''))) return notFound('角色');
        // Taking the last 系统管理员 out of the role that makes them one is refused (issue 25).
        const roles = (await tx.roles.all()).map((r) => (r.id === role.id ? role : r));
        if (!(await keepsSystemAdmin(tx, await grantsIn(tx), roles))) return refuse(400, LAST_SYSTEM_ADMIN_REFUSAL);
        await tx.roles.put(role);
        return ok();
      });
    }),
    route(store, 'post', `${W}assignee_role/remove`, async ({ request }) => {
      const { id } = await jsonBody<{ id: string }>(request);
      return store.write(async (tx) => {
        if (!(await tx.roles.get(id ?? ''))) return notFound('角色');
        // A role a flow routes to cannot go (issue 17): the refusal names the flows.
        const usedBy = await flowsUsingRole(tx, id);
        if (usedBy.length > 0) return refuse(400, DemoFormMessages.roleInUse(usedBy));
        const roles = (await tx.roles.all()).filter((r) => r.id !== id);
        if (!(await keepsSystemAdmin(tx, await grantsIn(tx), roles))) return refuse(400, LAST_SYSTEM_ADMIN_REFUSAL);
        await tx.roles.delete(id);
        return ok();
      });
    }),
    // Operation log (newest first)
    route(store, 'post', `${W}operation_log/add`, async ({ request, caller }) => {
      const entry = await jsonBody<Partial<OperationLogEntry>>(request);
      // The backend already recorded this change itself (rights-guard.ts), with its before → after.
      if (typeof entry.action === 'string' && BACKEND_LOGGED_ACTIONS.has(entry.action)) return ok({ id: null });
      const refused = clientEventProblem(entry);
      if (refused) return refuse(400, refused);
      return store.write(async (tx) => {
        const id = store.nextId('log');
        const me = await callerSummary(tx, caller);
        // Only the event's own words: who and when are the backend's, never the body's (issue 38).
        await tx.operationLogs.put({
          id, action: entry.action as string, target: entry.target as string, ...(typeof entry.detail === 'string' ? { detail: entry.detail } : {}),
          userId: me.id, userName: me.name, at: now(),
        });
        return ok({ id });
      });
    }),
    route(store, 'get', `${W}operation_log/list`, () => store.read(async (tx) =>
      ok({ list: await tx.operationLogs.find({ index: 'at', reverse: true }) }))),
  ];
}
