/** 代理 in an organisation: each delegation must name people who exist and a time span that ends after it starts. */
import type { OrgIndex } from '../model/org-index';
import { momentKey, type Delegation } from './delegation';

export const delegationMessages = {
  unknownUser: (userId: string) => `代理人员不存在：${userId}`,
  badSpan: '代理的结束时间必须晚于开始时间',
  toSelf: '不能把审批委托给自己',
  /** A problem of one delegation of an organisation's list, naming it. */
  inList: (id: string, message: string) => `${message}（代理 ${id}）`,
} as const;

/** The problems of one delegation. */
export function checkDelegation(d: Pick<Delegation, 'from' | 'to' | 'start' | 'end'>, org: Pick<OrgIndex, 'user'>): string[] {
  const problems: string[] = [];
  for (const userId of new Set([d.from, d.to])) if (!org.user(userId)) problems.push(delegationMessages.unknownUser(userId));
  if (d.from === d.to) problems.push(delegationMessages.toSelf);
  if (!(momentKey(d.start) < momentKey(d.end))) problems.push(delegationMessages.badSpan);
  return problems;
}

/** The problems of an organisation's delegations, each naming its delegation (`check-flow --org`). */
export function checkDelegations(delegations: readonly Delegation[], org: Pick<OrgIndex, 'user'>): string[] {
  return delegations.flatMap((d) => checkDelegation(d, org).map((message) => delegationMessages.inList(d.id, message)));
}
