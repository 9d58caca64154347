/** @jest-environment jest-fixed-jsdom */
// The composition root wires every port to a working adapter in both profiles: resolving is not enough,
// each adapter must have received its own dependencies (a missing constructor injection shows up as
// undefined only when the adapter is used), so the session is loaded end to end against the demo backend.
import { createContainer, liveProfile } from '../composition-root';
import { demoProfile } from '../adapters/demo/demo-profile';
import { demoRuntimeConfig } from '../adapters/demo/demo-runtime-config';
import { createNodeDemoBackend, type NodeDemoBackend } from '../adapters/demo/node';
import * as ports from './support/all-port-symbols';
import { SessionApi } from '../application/ports/session-api';
import { RouteChangeReporter } from '../application/shell/route-change-reporter';

let backend: NodeDemoBackend;
beforeAll(async () => {
  backend = await createNodeDemoBackend();
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

describe.each(['live', 'demo'] as const)('composition root (%s profile)', (profile) => {
  it('binds every port of application/ports to one instance', () => {
    const container = createContainer(demoRuntimeConfig('http://localhost'), profile === 'demo' ? demoProfile : liveProfile);
    for (const symbol of Object.values(ports)) {
      const instance = container.get(symbol);
      expect(instance).toBeDefined();
      expect(container.get(symbol)).toBe(instance);
    }
    expect(container.get(RouteChangeReporter)).toBeInstanceOf(RouteChangeReporter);
  });

  it('the session adapter is fully wired: it loads the signed-in user through the HTTP client', async () => {
    const container = createContainer(demoRuntimeConfig('http://localhost'), profile === 'demo' ? demoProfile : liveProfile);
    const session = container.get<SessionApi>(SessionApi);
    expect(session.canSwitchIdentity).toBe(profile === 'demo');
    const user = await session.load();
    expect(user.name).toBeTruthy();
  });
});
