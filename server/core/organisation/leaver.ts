/**
 * 离职 (issue 39): disabling a person names who takes over. In one transaction the person is marked 已离职 (the
 * engine never picks them again: route preview and runtime skip them), their open tasks are 转交 to the successor
 * (history: 离职交接), their own pending requests are shown to the successor (copied to them, so they appear in
 * the successor's 抄送我的 and open for them), what still names them is listed, and 操作日志 keeps it all.
 * Their sign-in ends with the account check of the real server (accounts.ts: a disabled person has no session).
 */
import type { LeaverHandOver } from '../../../application/ports/organisation-admin-api';
import { recordChange } from '../audit-trail';
import type { Caller } from '../caller';
import { handOverOpenTasks } from '../accounts/hand-over';
import type { DemoNotice } from '../demo-notices';
import { environmentOf } from '../flow-runtime';
import type { DemoTx } from '../store/demo-db';
import type { DemoStore } from '../store/demo-store';
import { namesOfLeaver } from './names-of-leaver';
import { orgMessages as m } from './org-messages';
import { done, refused, type OrgResult } from './org-result';

export interface Departure extends LeaverHandOver {
  readonly notices: readonly DemoNotice[];
}

/** Copies the leaver's pending requests to the successor; answers how many are newly shown. */
async function shareOwnRequests(tx: DemoTx, leaverId: string, successorId: string, at: string): Promise<{ shared: number; notices: DemoNotice[] }> {
  const own = (await tx.instances.find({ index: '[applicantId+createdAt]', equals: [leaverId] })).filter((row) => row.status === 'pending');
  let shared = 0;
  const notices: DemoNotice[] = [];
  for (const row of own) {
    const copies = await tx.ccs.find({ index: 'instanceId', equals: [row.id] });
    if (copies.some((c) => c.userId === successorId)) continue;
    const env = await environmentOf(tx, row);
    // At the start node the successor sees what the applicant sees.
    await tx.ccs.put({ id: `cc-${row.id}-${successorId}`, instanceId: row.id, nodeId: env?.flow.root.id ?? 'start', userId: successorId, createdAt: at });
    notices.push({ type: 'ccSent', userIds: [successorId], instanceId: row.id, title: row.title });
    shared += 1;
  }
  return { shared, notices };
}

export async function disablePerson(store: DemoStore, tx: DemoTx, caller: Caller, id: string, successorId: string, at: string): Promise<OrgResult<Departure>> {
  const person = await tx.users.get(id);
  if (!person) return refused(m.personMissing, true);
  if (person.disabled === true) return refused(m.alreadyLeft);
  if (caller.userId === id) return refused(m.selfDisable);
  const successor = successorId ? await tx.users.get(successorId) : undefined;
  if (!successor || successor.id === id || successor.disabled === true) return refused(m.successorInvalid);
  await tx.users.put({ ...person, disabled: true, successorId: successor.id });
  const handed = await handOverOpenTasks(tx, id, successor.id, at);
  const own = await shareOwnRequests(tx, id, successor.id, at);
  const namedIn = await namesOfLeaver(tx, id);
  const left = [
    namedIn.flows.length ? `流程：${namedIn.flows.join('、')}` : '', namedIn.roles.length ? `角色：${namedIn.roles.join('、')}` : '',
    namedIn.departments.length ? `负责部门：${namedIn.departments.join('、')}` : '', namedIn.supervised.length ? `直属下属：${namedIn.supervised.join('、')}` : '',
  ].filter(Boolean);
  await recordChange(store, tx, caller, {
    action: 'disable_person', target: person.name, right: 'organisation',
    change: `状态：在职 → 已离职；交接人：${successor.name}；${handed.moved} 项待办交接，${own.shared} 个进行中的申请转给交接人查看${left.length ? `；待调整：${left.join('；')}` : ''}`,
  });
  return done({ moved: handed.moved, refused: handed.refused, shared: own.shared, namedIn, notices: [...handed.notices, ...own.notices] });
}

export async function enablePerson(store: DemoStore, tx: DemoTx, caller: Caller, id: string): Promise<OrgResult<null>> {
  const person = await tx.users.get(id);
  if (!person) return refused(m.personMissing, true);
  if (person.disabled !== true) return refused(m.notLeft);
  const { successorId: _successor, disabled: _disabled, ...rest } = person;
  await tx.users.put(rest);
  await recordChange(store, tx, caller, { action: 'enable_person', target: person.name, right: 'organisation', change: '状态：已离职 → 在职' });
  return done(null);
}
