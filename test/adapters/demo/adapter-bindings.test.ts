/** @jest-environment jest-fixed-jsdom */
import { Container } from 'inversify';
import { adapterBindings } from '../../../adapters/demo/adapter-bindings';
import { demoRuntimeConfig } from '../../../adapters/demo/demo-runtime-config';
import { RuntimeConfig } from '../../../application/ports/runtime-config';
import { SessionApi } from '../../../application/ports/session-api';

describe.each(['live', 'demo'] as const)('adapterBindings(%s)', (profile) => {
  it('every port resolves in an inversify container (one instance per port)', () => {
    const container = new Container();
    container.bind(RuntimeConfig).toConstantValue(demoRuntimeConfig('http://demo.test'));
    for (const { id, adapter } of adapterBindings(profile)) container.bind(id).to(adapter).inSingletonScope();
    for (const { id } of adapterBindings(profile)) {
      expect(container.get(id)).toBeDefined();
      expect(container.get(id)).toBe(container.get(id));
    }
    expect(container.get<SessionApi>(SessionApi).canSwitchIdentity).toBe(profile === 'demo');
  });
});
