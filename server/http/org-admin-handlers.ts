/**
 * 组织架构 (issue 39; right 组织管理, checked by the rights guard — guarded-calls.ts): the routes of
 * /api/organisation/… (docs/API.md). Each change runs in one transaction with its 操作日志 entry
 * (server/core/organisation/).
 */
import type { DepartmentDraft, OrgSheets, PersonDraft } from '../../application/ports/organisation-admin-api';
import { now } from '../core/clock';
import { changesOf } from '../core/demo-notices';
import { saveDepartment } from '../core/organisation/department-changes';
import { disablePerson, enablePerson } from '../core/organisation/leaver';
import { organisationView } from '../core/organisation/org-admin-view';
import type { OrgResult } from '../core/organisation/org-result';
import { exportOrganisation, importOrganisation } from '../core/organisation/org-sheets';
import { savePerson } from '../core/organisation/person-changes';
import type { DemoStore } from '../core/store/demo-store';
import { jsonBody, ok, refuse, route } from './handler-kit';

export const ORG_ADMIN = '/api/organisation/';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const answer = <T>(result: OrgResult<T>): Response => (result.ok ? ok(result.value) : refuse(result.missing ? 404 : 400, result.message));

export function orgAdminHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${ORG_ADMIN}view`, () => store.read(async (tx) => ok(await organisationView(tx)))),
    route(store, 'get', `${ORG_ADMIN}export`, () => store.read(async (tx) => ok(await exportOrganisation(tx)))),
    route(store, 'post', `${ORG_ADMIN}save_department`, async ({ request, caller }) => {
      const body = await jsonBody<Partial<DepartmentDraft>>(request);
      const draft: DepartmentDraft = { name: text(body.name), ...(text(body.id) ? { id: text(body.id) } : {}), ...(text(body.parentId) ? { parentId: text(body.parentId) } : {}), ...(text(body.headId) ? { headId: text(body.headId) } : {}) };
      return answer(await store.write((tx) => saveDepartment(store, tx, caller, draft)));
    }),
    route(store, 'post', `${ORG_ADMIN}save_person`, async ({ request, caller }) => {
      const body = await jsonBody<Partial<PersonDraft>>(request);
      const ids = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
      const draft: PersonDraft = {
        ...(text(body.id) ? { id: text(body.id) } : {}), name: text(body.name), employeeNumber: text(body.employeeNumber),
        ...(text(body.email) ? { email: text(body.email) } : {}), deptIds: ids(body.deptIds),
        ...(text(body.supervisorId) ? { supervisorId: text(body.supervisorId) } : {}), roleIds: ids(body.roleIds),
      };
      return answer(await store.write((tx) => savePerson(store, tx, caller, draft)));
    }),
    route(store, 'post', `${ORG_ADMIN}disable_person`, async ({ request, caller }) => {
      const body = await jsonBody<{ id?: unknown; successorId?: unknown }>(request);
      const result = await store.write((tx) => disablePerson(store, tx, caller, text(body.id), text(body.successorId), now()));
      if (!result.ok) return answer(result);
      const { notices, ...handOver } = result.value;
      store.notifier.publish(changesOf([...notices]));
      return ok(handOver);
    }),
    route(store, 'post', `${ORG_ADMIN}enable_person`, async ({ request, caller }) => {
      const body = await jsonBody<{ id?: unknown }>(request);
      return answer(await store.write((tx) => enablePerson(store, tx, caller, text(body.id))));
    }),
    route(store, 'post', `${ORG_ADMIN}import`, async ({ request, caller }) => {
      const body = await jsonBody<Partial<OrgSheets>>(request);
      const sheets: OrgSheets = { departments: Array.isArray(body.departments) ? body.departments : [], people: Array.isArray(body.people) ? body.people : [] };
      const result = await store.write((tx) => importOrganisation(store, tx, caller, sheets));
      return result.ok ? ok({ departments: result.departments, people: result.people }) : refuse(400, result.message, { errors: result.errors });
    }),
  ];
}
