import 'reflect-metadata';
import { Container } from 'inversify';
import { BehaviorSubject, NEVER, map } from 'rxjs';
import { PendingCount } from '../../../application/approvals/pending-count';
import { InboxCenter } from '../../../application/inbox/inbox-center';
import type { InboxPage } from '../../../application/ports/inbox-api';
import { MyRights } from '../../../application/shell/my-rights';
import { myRightsDouble } from '../shell/my-rights-double';
import { RuntimeConfig } from '../../../application/ports/runtime-config';
import { SessionApi, type DemoIdentity, type UserSummary } from '../../../application/ports/session-api';

export const APPROVER: UserSummary = { id: 'u2', name: '李四', employeeNumber: 'E002', department: '管理部', departmentId: 'd2', identity: 'approver' };

/** What the shell resolves (count, session, runtime config), as plain stand-ins that record their calls. */
export function shellServices() {
  const count = new BehaviorSubject<number | undefined>(undefined);
  const user = new BehaviorSubject<UserSummary | undefined>(undefined);
  const calls = { loads: 0, switched: [] as DemoIdentity[], logouts: 0 };
  const session = {
    user$: user.asObservable(),
    canSwitchIdentity: true,
    async load() { calls.loads += 1; user.next(APPROVER); return APPROVER; },
    async switchIdentity(identity: DemoIdentity) { calls.switched.push(identity); return APPROVER; },
    async switchUser() { return APPROVER; },
    logout() { calls.logouts += 1; user.next(undefined); },
  };
  const inbox = new BehaviorSubject<InboxPage | undefined>(undefined);
  const container = new Container();
  container.bind(InboxCenter).toConstantValue({
    page$: inbox.asObservable(), unread$: inbox.pipe(map((page) => page?.unread)), start: () => undefined, refresh: () => undefined,
  } as unknown as InboxCenter);
  container.bind(PendingCount).toConstantValue({ count$: count.asObservable(), notices$: NEVER, start: () => undefined, refresh: () => undefined } as unknown as PendingCount);
  container.bind(SessionApi).toConstantValue(session as unknown as SessionApi);
  // 李四 holds no admin right (issue 25).
  container.bind(MyRights).toConstantValue(myRightsDouble([]).service);
  container.bind(RuntimeConfig).toConstantValue({ hosts: {}, parentOrigin: '', feedbackFlowId: 'feedback', notifyUrl: '' } satisfies RuntimeConfig);
  return { container, count, user, calls, inbox };
}
