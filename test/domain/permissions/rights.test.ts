// Who may administer (issue 25): the rights a person's grants add up to, what they let them do, and who may
// grant what. The backend (rights-guard.ts) and the UI read these same rules.
import {
  ADMIN_RIGHTS, ALL_FLOWS, GRANT_REFUSAL, mayGrant, mayUse, parseGrant, refusalOf, rightsOf, systemAdminIds, lockedFieldChanges,
  type RightGrant,
} from '../../../domain/permissions';

const hrFlows = { all: false, categoryIds: ['cat-hr'], modelIds: [] };
const GRANTS: RightGrant[] = [
  { id: 'g-sys', kind: 'system', roleIds: ['role-sys'], userIds: [] },
  { id: 'g-hr', kind: 'flow', scope: hrFlows, roleIds: [], userIds: ['zhoumin'] },
  { id: 'g-expense', kind: 'flow', scope: { all: false, categoryIds: [], modelIds: ['model-expense'] }, roleIds: ['role-fin'], userIds: [] },
  { id: 'g-api', kind: 'api', roleIds: [], userIds: ['it'] },
];
const categoryOf = (modelId: string) => ({ 'model-leave': 'cat-hr', 'model-trip': 'cat-hr', 'model-expense': 'cat-finance' } as Record<string, string>)[modelId];

describe('rights of a person', () => {
  it('系统管理员 holds every right over every flow (through the role)', () => {
    const rights = rightsOf({ userId: 'ceo', roleIds: ['role-sys'] }, GRANTS);
    expect(rights.kinds).toEqual(ADMIN_RIGHTS.map((r) => r.kind));
    expect(rights.flowScope).toEqual(ALL_FLOWS);
    expect(mayUse(rights, 'flow', { modelId: 'model-expense', categoryId: 'cat-finance' })).toBe(true);
  });

  it('子管理员 of the 人事 category manages 人事 flows only; the refusal says 你没有管理该流程的权限', () => {
    const rights = rightsOf({ userId: 'zhoumin', roleIds: [] }, GRANTS);
    expect(rights.kinds).toEqual(['flow']);
    expect(mayUse(rights, 'flow', { modelId: 'model-leave', categoryId: 'cat-hr' })).toBe(true);
    expect(mayUse(rights, 'flow', { categoryId: 'cat-hr' })).toBe(true);
    expect(refusalOf(rights, 'flow', { modelId: 'model-expense', categoryId: 'cat-finance' })).toBe('你没有管理该流程的权限');
    expect(refusalOf(rights, 'api')).toBe('你没有接口管理的权限');
    expect(refusalOf(rights, 'system')).toBe('你没有系统管理员权限');
  });

  it('scopes of several grants add up: one flow through a role plus a category directly', () => {
    const rights = rightsOf({ userId: 'zhoumin', roleIds: ['role-fin'] }, GRANTS);
    expect(mayUse(rights, 'flow', { modelId: 'model-expense', categoryId: 'cat-finance' })).toBe(true);
    expect(mayUse(rights, 'flow', { modelId: 'model-purchase', categoryId: 'cat-finance' })).toBe(false);
  });

  it('an ordinary employee holds no right and every admin call is refused', () => {
    const rights = rightsOf({ userId: 'zhaoliu', roleIds: [] }, GRANTS);
    expect(rights.kinds).toEqual([]);
    for (const right of ADMIN_RIGHTS) expect(refusalOf(rights, right.kind, { modelId: 'model-leave', categoryId: 'cat-hr' })).toBe(right.refusal);
  });

  it('every right of the registry has a Chinese name, description and refusal', () => {
    for (const right of ADMIN_RIGHTS) {
      for (const text of [right.name, right.description, right.refusal]) expect(text).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('nobody grants a right they do not hold', () => {
  const sys = rightsOf({ userId: 'ceo', roleIds: ['role-sys'] }, GRANTS);
  const hr = rightsOf({ userId: 'zhoumin', roleIds: [] }, GRANTS);
  const it_ = rightsOf({ userId: 'it', roleIds: [] }, GRANTS);

  it('系统管理员 grants anything, 系统管理员 included', () => {
    expect(mayGrant(sys, { kind: 'system' }, categoryOf)).toBe(true);
    expect(mayGrant(sys, { kind: 'flow', scope: ALL_FLOWS }, categoryOf)).toBe(true);
  });

  it('a 人事 子管理员 passes on 人事 flows (the category or one of its flows), nothing wider', () => {
    expect(mayGrant(hr, { kind: 'flow', scope: hrFlows }, categoryOf)).toBe(true);
    expect(mayGrant(hr, { kind: 'flow', scope: { all: false, categoryIds: [], modelIds: ['model-leave'] } }, categoryOf)).toBe(true);
    expect(mayGrant(hr, { kind: 'flow', scope: { all: false, categoryIds: [], modelIds: ['model-expense'] } }, categoryOf)).toBe(false);
    expect(mayGrant(hr, { kind: 'flow', scope: ALL_FLOWS }, categoryOf)).toBe(false);
    expect(mayGrant(hr, { kind: 'api' }, categoryOf)).toBe(false);
    expect(mayGrant(hr, { kind: 'system' }, categoryOf)).toBe(false);
  });

  it('the holder of an unscoped right passes on that right only, never 系统管理员', () => {
    expect(mayGrant(it_, { kind: 'api' }, categoryOf)).toBe(true);
    expect(mayGrant(it_, { kind: 'timingTask' }, categoryOf)).toBe(false);
    expect(GRANT_REFUSAL).toBe('不能授予自己没有的权限');
  });
});

describe('the last 系统管理员', () => {
  it('counts the people a 系统管理员 grant reaches, through roles and directly', () => {
    const roles = [{ id: 'role-sys', userIds: ['ceo'] }, { id: 'role-fin', userIds: ['li'] }];
    expect(systemAdminIds(GRANTS, roles)).toEqual(['ceo']);
    expect(systemAdminIds([...GRANTS, { id: 'x', kind: 'system', roleIds: [], userIds: ['li'] }], roles).sort()).toEqual(['ceo', 'li']);
    expect(systemAdminIds(GRANTS, [{ id: 'role-sys', userIds: [] }])).toEqual([]);
  });
});

describe('a grant from the 流程权限管理 page', () => {
  it('needs a right, a holder and, for 流程管理员, a scope', () => {
    expect(parseGrant({ kind: 'nope', userIds: ['a'] }, 'g')).toEqual({ ok: false, message: '请选择权限' });
    expect(parseGrant({ kind: 'api', userIds: [] }, 'g')).toEqual({ ok: false, message: '请选择授权的角色或人员' });
    expect(parseGrant({ kind: 'flow', userIds: ['a'], scope: {} }, 'g')).toEqual({ ok: false, message: '请选择管理范围' });
    expect(parseGrant({ kind: 'flow', userIds: ['a'], scope: { categoryIds: ['cat-hr', 3] } }, 'g'))
      .toEqual({ ok: true, grant: { id: 'g', kind: 'flow', scope: hrFlows, roleIds: [], userIds: ['a'] } });
    expect(parseGrant({ kind: 'api', roleIds: ['r'], scope: ALL_FLOWS }, 'g')).toEqual({ ok: true, grant: { id: 'g', kind: 'api', roleIds: ['r'], userIds: [] } });
  });
});

describe('重新提交 changes only what the start node makes 可编辑', () => {
  it('names the read-only and hidden fields whose value changed; unchanged or editable ones pass', () => {
    const perms = { amount: 'read', secret: 'hidden', reason: 'edit' } as const;
    const stored = { amount: 1200, secret: 'x', reason: 'a', other: 1 };
    expect(lockedFieldChanges(perms, 'edit', stored, { amount: 1200, secret: 'x', reason: 'b', other: 2 })).toEqual([]);
    expect(lockedFieldChanges(perms, 'edit', stored, { amount: 1100, secret: 'y', reason: 'b' })).toEqual(['amount', 'secret']);
    expect(lockedFieldChanges(undefined, 'read', stored, { other: 2 })).toEqual(['other']);
  });
});
