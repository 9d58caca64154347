// The rights the page holds, against the order in which the session's person and the rights answer arrive: the
// page's admin routes wait on them (a 'loading' state that never ended kept the designer on its loading lines; an
// answer asked before the sign-in left 陈志远 without his 管理 menu).
import 'reflect-metadata';
import { BehaviorSubject, NEVER } from 'rxjs';
import { MyRights } from '../../../application/shell/my-rights';
import type { NotifyChannel } from '../../../application/ports/notify-channel';
import type { MyRightsAnswer, PermissionApi } from '../../../application/ports/permission-api';
import type { SessionApi, UserSummary } from '../../../application/ports/session-api';
import { ALL_FLOWS } from '../../../domain/permissions';

/** A backend whose session is `server.signedIn` (what the server knows), and the page's session subject. */
function rightsOver(page: { id: string } | undefined, server: { signedIn: string; down?: boolean }) {
  const session = new BehaviorSubject<{ id: string } | undefined>(page);
  const asked: string[] = [];
  const permissions = {
    getMyRights: async (): Promise<MyRightsAnswer> => {
      asked.push(server.signedIn);
      if (server.down) throw new Error('down');
      if (!server.signedIn) throw new Error('401');
      return { userId: server.signedIn, kinds: ['system', 'flow'], flowScope: ALL_FLOWS, flowModelIds: [] };
    },
  } as unknown as PermissionApi;
  const sessionApi = { user$: session.asObservable() } as unknown as SessionApi;
  const rights = new MyRights(permissions, sessionApi, { messages$: NEVER } as unknown as NotifyChannel);
  return { rights, session, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const holder = (rights: MyRights) => {
  const state = rights.getSnapshot();
  return state.status === 'ready' ? state.rights.userId : 'loading';
};

test('the person arriving after the rights answer for them leaves the rights ready, asked once', async () => {
  const { rights, session, asked } = rightsOver(undefined, { signedIn: 'u-ceo' });
  rights.start();
  await settle();
  session.next({ id: 'u-ceo' } as UserSummary);
  expect(holder(rights)).toBe('u-ceo');
  expect(asked).toEqual(['u-ceo']);
  rights.stop();
});

test('the person known before the answer: one request, then ready', async () => {
  const { rights, asked } = rightsOver({ id: 'u-ceo' }, { signedIn: 'u-ceo' });
  rights.start();
  await settle();
  expect(holder(rights)).toBe('u-ceo');
  expect(asked).toEqual(['u-ceo']);
  rights.stop();
});

test('another person: loading at once, then their own rights, without waiting for a debounce', async () => {
  const server = { signedIn: 'u-ceo' };
  const { rights, session, asked } = rightsOver({ id: 'u-ceo' }, server);
  rights.start();
  await settle();
  server.signedIn = 'u-applicant';
  session.next({ id: 'u-applicant' } as UserSummary);
  expect(holder(rights)).toBe('loading');
  await settle();
  expect(holder(rights)).toBe('u-applicant');
  expect(asked).toEqual(['u-ceo', 'u-applicant']);
  rights.stop();
});

test('asked before the sign-in (the /login page): once the person signs in, they are asked about and get their rights', async () => {
  const server = { signedIn: '' };
  const { rights, session, asked } = rightsOver(undefined, server);
  rights.start();
  await settle();
  expect(holder(rights)).toBe('');
  server.signedIn = 'u-ceo';
  session.next({ id: 'u-ceo' } as UserSummary);
  await settle();
  expect(holder(rights)).toBe('u-ceo');
  expect(asked).toEqual(['', 'u-ceo']);
  rights.stop();
});

test('an answer for someone else still on its way when the person signs in is asked again (once, even with the backend down)', async () => {
  const server = { signedIn: '', down: false };
  const { rights, session, asked } = rightsOver(undefined, server);
  rights.start();
  server.signedIn = 'u-ceo';
  server.down = true;
  session.next({ id: 'u-ceo' } as UserSummary);
  await settle();
  await settle();
  expect(holder(rights)).toBe('');
  expect(asked).toEqual(['', 'u-ceo']);
  rights.stop();
});
