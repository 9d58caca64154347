// The rights the page holds, against the order in which the session and the rights answer arrive: the page's
// admin routes wait on them (a 'loading' state that never ended kept the designer on its loading lines).
import 'reflect-metadata';
import { BehaviorSubject, NEVER } from 'rxjs';
import { MyRights } from '../../../application/shell/my-rights';
import type { NotifyChannel } from '../../../application/ports/notify-channel';
import type { MyRightsAnswer, PermissionApi } from '../../../application/ports/permission-api';
import type { SessionApi, UserSummary } from '../../../application/ports/session-api';
import { ALL_FLOWS } from '../../../domain/permissions';

function rightsOver(signedIn: { id: string } | undefined) {
  const session = new BehaviorSubject<{ id: string } | undefined>(signedIn);
  const asked: string[] = [];
  const permissions = {
    getMyRights: async (): Promise<MyRightsAnswer> => {
      const userId = session.value?.id ?? '';
      asked.push(userId);
      return { userId, kinds: ['system', 'flow'], flowScope: ALL_FLOWS, flowModelIds: [] };
    },
  } as unknown as PermissionApi;
  const sessionApi = { user$: session.asObservable() } as unknown as SessionApi;
  const rights = new MyRights(permissions, sessionApi, { messages$: NEVER } as unknown as NotifyChannel);
  return { rights, session, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the person arriving after the rights answer leaves the rights ready, asked once', async () => {
  const { rights, session, asked } = rightsOver(undefined);
  rights.start();
  await settle();
  session.next({ id: 'u-ceo' } as UserSummary);
  expect(rights.getSnapshot().status).toBe('ready');
  expect(asked).toHaveLength(1);
  rights.stop();
});

test('the person known before the answer: one request, then ready', async () => {
  const { rights, asked } = rightsOver({ id: 'u-ceo' });
  rights.start();
  await settle();
  expect(rights.getSnapshot().status).toBe('ready');
  expect(asked).toEqual(['u-ceo']);
  rights.stop();
});

test('another person: loading at once, then their own rights, without waiting for a debounce', async () => {
  const { rights, session, asked } = rightsOver({ id: 'u-ceo' });
  rights.start();
  await settle();
  session.next({ id: 'u-applicant' } as UserSummary);
  expect(rights.getSnapshot().status).toBe('loading');
  await settle();
  const state = rights.getSnapshot();
  expect(state.status === 'ready' && state.rights.userId).toBe('u-applicant');
  expect(asked).toEqual(['u-ceo', 'u-applicant']);
  rights.stop();
});
