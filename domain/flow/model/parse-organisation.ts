/**
 * Reads an organisation `{ users, depts, roles }` (docs/FLOW-FORMAT.md) with the path of every bad field. A
 * missing list is empty, a user's missing deptIds is []; unknown fields are kept.
 * Entry point: `parseOrganisation(input)`.
 */
import { flowMessages as m } from '../flow-messages';
import { isObject, JsonIssues, type Json, type PathError } from './json-reader';
import type { Organisation } from './organisation';

export type ParseOrganisationResult = { ok: true; org: Organisation } | { ok: false; errors: PathError[] };

function readList(input: Json, key: string, issues: JsonIssues, readItem: (item: Json, path: string) => Json): Json[] {
  const list = input[key];
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    issues.add(key, m.notAnArray);
    return [];
  }
  return list.map((item, i) => {
    if (!isObject(item)) {
      issues.add(`${key}[${i}]`, m.notAnObject);
      return {};
    }
    return readItem(item, `${key}[${i}]`);
  });
}

export function parseOrganisation(input: unknown): ParseOrganisationResult {
  if (!isObject(input)) return { ok: false, errors: [{ path: '', message: m.notAnObject }] };
  const issues = new JsonIssues();
  const users = readList(input, 'users', issues, (user, path) => {
    issues.string(user, 'id', path);
    issues.string(user, 'name', path);
    issues.stringList(user, 'deptIds', path, true);
    // 已离职 (issue 41): a 成员 value naming them is refused.
    issues.boolean(user, 'disabled', path);
    issues.string(user, 'supervisorId', path, true);
    return { ...user, deptIds: user.deptIds ?? [] };
  });
  const depts = readList(input, 'depts', issues, (dept, path) => {
    issues.string(dept, 'id', path);
    issues.string(dept, 'name', path);
    issues.string(dept, 'parentId', path, true);
    issues.string(dept, 'headId', path, true);
    return dept;
  });
  const roles = readList(input, 'roles', issues, (role, path) => {
    issues.string(role, 'id', path);
    issues.string(role, 'name', path);
    issues.stringList(role, 'userIds', path, true);
    return { ...role, userIds: role.userIds ?? [] };
  });
  const delegations = readList(input, 'delegations', issues, (delegation, path) => {
    for (const key of ['id', 'from', 'to', 'start', 'end']) issues.string(delegation, key, path);
    issues.stringList(delegation, 'flowIds', path, true);
    return delegation;
  });
  if (issues.errors.length > 0) return { ok: false, errors: issues.errors };
  return { ok: true, org: { ...input, users, depts, roles, ...(input.delegations !== undefined ? { delegations } : {}) } as Organisation };
}
