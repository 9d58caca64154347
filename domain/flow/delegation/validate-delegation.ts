/** A delegation as someone fills it in on 代理设置: every field it needs, checked before it is saved. */
import type { OrgIndex } from '../model/org-index';
import { checkDelegation } from './check-delegations';
import type { Delegation } from './delegation';

export const delegationDraftMessages = {
  fromMissing: '请选择被代理人',
  toMissing: '请选择代理人',
  spanMissing: '请选择代理的开始和结束时间',
} as const;

/** The problems of a delegation about to be saved (empty = it may be saved). */
export function validateDelegation(draft: Partial<Pick<Delegation, 'from' | 'to' | 'start' | 'end'>>, org: Pick<OrgIndex, 'user'>): string[] {
  if (!draft.from) return [delegationDraftMessages.fromMissing];
  if (!draft.to) return [delegationDraftMessages.toMissing];
  if (!draft.start || !draft.end) return [delegationDraftMessages.spanMissing];
  return checkDelegation({ from: draft.from, to: draft.to, start: draft.start, end: draft.end }, org);
}
