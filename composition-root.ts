import 'reflect-metadata';
import { Container } from 'inversify';
import { RuntimeConfig } from './application/ports/runtime-config';
import { RouteChangeReporter } from './application/shell/route-change-reporter';
import { designerModule } from './application/designer/designer-module';
import { fillerModule } from './application/filler/filler-module';
import { approvalsModule } from './application/approvals/approvals-module';
import { adminModule } from './application/admin/admin-module';

/**
 * The only file that knows concrete adapters. It builds the container for one of two profiles:
 * - demo: the real HTTP adapters, answered in the browser by the MSW worker (started before this runs);
 * - live: the same adapters against the hosts of config.json.
 * Tests build containers through `createContainer` too, passing their own config.
 */
export type Profile = 'demo' | 'live';

/** Use cases: application-layer classes, one instance each. */
function bindUseCases(container: Container): void {
  container.bind(RouteChangeReporter).toSelf().inSingletonScope();
  container.load(designerModule, fillerModule, approvalsModule, adminModule);
}

/** Adapters: each port Symbol to its implementation. */
function bindAdapters(container: Container, config: RuntimeConfig): void {
  container.bind<RuntimeConfig>(RuntimeConfig).toConstantValue(config);
}

export function createContainer(config: RuntimeConfig): Container {
  const container = new Container();
  bindAdapters(container, config);
  bindUseCases(container);
  return container;
}

const EMPTY_CONFIG: RuntimeConfig = { hosts: {}, parentOrigin: '', feedbackFlowId: 'feedback', notifyUrl: '' };

/** Reads config.json beside index.html; a missing or broken file falls back to same-origin hosts. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return EMPTY_CONFIG;
    const raw = (await response.json()) as Partial<RuntimeConfig>;
    return {
      hosts: raw.hosts ?? {},
      parentOrigin: raw.parentOrigin ?? '',
      feedbackFlowId: raw.feedbackFlowId ?? EMPTY_CONFIG.feedbackFlowId,
      notifyUrl: raw.notifyUrl ?? '',
    };
  } catch {
    return EMPTY_CONFIG;
  }
}

/** Browser start-up: in the demo profile the mock backend answers before the first request is sent. */
export async function bootstrap(): Promise<Container> {
  if (__DEMO__) {
    const { startDemoBackend } = await import('./adapters/demo/browser');
    await startDemoBackend();
  }
  return createContainer(await loadRuntimeConfig());
}
