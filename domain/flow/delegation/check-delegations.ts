/** 代理 in an organisation: each delegation must name people who exist and a time span that ends after it starts. */
import type { OrgIndex } from '../model/org-index';
import { momentKey, type Delegation } from './delegation';

export const delegationMessages = {
  unknownUser: (id: string, userId: string) => `代理 ${id} 中的人员不存在：${userId}`,
  badSpan: (id: string) => `代理 ${id} 的结束时间必须晚于开始时间`,
  toSelf: (id: string) => `代理 ${id} 不能委托给自己`,
} as const;

export function checkDelegations(delegations: readonly Delegation[], org: Pick<OrgIndex, 'user'>): string[] {
  const problems: string[] = [];
  for (const d of delegations) {
    for (const userId of [d.from, d.to]) if (!org.user(userId)) problems.push(delegationMessages.unknownUser(d.id, userId));
    if (d.from === d.to) problems.push(delegationMessages.toSelf(d.id));
    if (!(momentKey(d.start) < momentKey(d.end))) problems.push(delegationMessages.badSpan(d.id));
  }
  return problems;
}
