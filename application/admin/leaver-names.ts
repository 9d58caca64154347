/**
 * 离职交接 (issue 39): what still names a person who left, in the words both admin pages show (组织架构's 离职交接完成
 * and 账号管理's 停用) — 流程：请假、报销 …; an empty list when nothing does.
 */
import type { LeaverHandOver } from '../ports/organisation-admin-api';

const KINDS: ReadonlyArray<readonly [keyof LeaverHandOver['namedIn'], string]> = [
  ['flows', '流程'], ['roles', '角色'], ['departments', '负责部门'], ['supervised', '直属下属'],
];

export function leaverNamedIn(namedIn: LeaverHandOver['namedIn'] | undefined): string[] {
  if (!namedIn) return [];
  return KINDS.filter(([kind]) => namedIn[kind].length > 0).map(([kind, label]) => `${label}：${namedIn[kind].join('、')}`);
}
