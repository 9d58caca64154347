/** The adapters in which the two profiles differ: composition-root.ts binds the live ones, adapters/demo/demo-profile.ts the demo ones. */
import type { DemoDataApi } from '../application/ports/demo-data-api';
import type { NotifyChannel } from '../application/ports/notify-channel';
import type { SessionApi } from '../application/ports/session-api';
import type { SignInApi } from '../application/ports/sign-in-api';

// Constructor parameters are injected by inversify: any argument list will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Newable<T> = new (...args: any[]) => T;

export interface ProfileAdapters {
  name: 'demo' | 'live';
  session: Newable<SessionApi>;
  notify: Newable<NotifyChannel>;
  demoData: Newable<DemoDataApi>;
  signIn: Newable<SignInApi>;
}
