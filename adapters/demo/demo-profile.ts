/**
 * What the demo profile binds instead of the live adapters. Only the demo build's bootstrap imports this file
 * (behind `__DEMO__`), so the identity switch, the cross-tab notify channel and the demo-data calls never
 * reach the live bundle.
 */
import type { ProfileAdapters } from '../profile-adapters';
import { DemoNotifyChannel } from './demo-notify-channel';
import { demoRuntimeConfig } from './demo-runtime-config';
import { DemoSessionApi } from './demo-session-api';
import { HttpDemoDataApi } from './http-demo-data-api';
import { NoSignInApi } from './no-sign-in-api';

export const demoProfile: ProfileAdapters = {
  name: 'demo',
  session: DemoSessionApi,
  notify: DemoNotifyChannel,
  demoData: HttpDemoDataApi,
  signIn: NoSignInApi,
};

export { demoRuntimeConfig };
