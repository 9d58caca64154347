import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { RuntimeConfig } from './application/ports/runtime-config';
import { ApiDefinitionApi } from './application/ports/api-definition-api';
import { ApiErrors } from './application/ports/api-errors';
import { AssigneeRoleApi } from './application/ports/assignee-role-api';
import { OrganisationAdminApi } from './application/ports/organisation-admin-api';
import { BaseInfoApi } from './application/ports/base-info-api';
import { DraftStore } from './application/ports/draft-store';
import { FlowModelApi } from './application/ports/flow-model-api';
import { FlowVersionApi } from './application/ports/flow-version-api';
import { FormApi } from './application/ports/form-api';
import { DataTableApi } from './application/ports/data-table-api';
import { FormValueApi } from './application/ports/form-value-api';
import { InstanceApi } from './application/ports/instance-api';
import { NotifyChannel } from './application/ports/notify-channel';
import { AppUpdates } from './application/ports/app-updates';
import { OcrApi } from './application/ports/ocr-api';
import { OperationLogApi } from './application/ports/operation-log-api';
import { StatisticsApi } from './application/ports/statistics-api';
import { OrganizationApi } from './application/ports/organization-api';
import { ParentWindow } from './application/ports/parent-window';
import { PermissionApi } from './application/ports/permission-api';
import { RemoteDataApi } from './application/ports/remote-data-api';
import { SessionApi } from './application/ports/session-api';
import { StorageApi } from './application/ports/storage-api';
import { TimingTaskApi } from './application/ports/timing-task-api';
import { DelegationApi } from './application/ports/delegation-api';
import { PhraseApi } from './application/ports/phrase-api';
import { AxiosAssigneeRoleApi } from './adapters/http/axios-assignee-role-api';
import { AxiosBaseInfoApi } from './adapters/http/axios-base-info-api';
import { AxiosFlowModelApi } from './adapters/http/axios-flow-model-api';
import { AxiosFormApi } from './adapters/http/axios-form-api';
import { AxiosFormValueApi } from './adapters/http/axios-form-value-api';
import { AxiosHttpClient } from './adapters/http/axios-http-client';
import { lazyHttpApi } from './adapters/http/lazy-http-api';
import { AxiosInstanceApi } from './adapters/http/axios-instance-api';
import { AxiosOrganizationApi } from './adapters/http/axios-organization-api';
import { AxiosPermissionApi } from './adapters/http/axios-permission-api';
import { AxiosSessionApi } from './adapters/http/axios-session-api';
import { RxApiErrors } from './adapters/http/rx-api-errors';
import { WebSocketNotifyChannel } from './adapters/notify/web-socket-notify-channel';
import { AxiosOcrApi } from './adapters/ocr/axios-ocr-api';
import { BrowserParentWindow } from './adapters/parent-window/browser-parent-window';
import { AxiosRemoteDataApi } from './adapters/remote/axios-remote-data-api';
import { AxiosStorageApi } from './adapters/storage/axios-storage-api';
import { PrintPdf } from './application/ports/print-pdf';
import { LazyPrintPdf } from './adapters/pdf/lazy-print-pdf';
import { BpmnFiles } from './application/ports/bpmn-files';
import { LazyBpmnFiles } from './adapters/bpmn/lazy-bpmn-files';
import { IndexedDbDraftStore } from './adapters/storage/indexed-db-draft-store';
import { MemoryDraftStore } from './adapters/storage/memory-draft-store';
import { NoDemoDataApi } from './adapters/http/no-demo-data-api';
import { AxiosSignInApi } from './adapters/http/axios-sign-in-api';
import { lazyAppUpdates } from './adapters/shell-worker/lazy-app-updates';
import { DemoDataApi } from './application/ports/demo-data-api';
import { SignInApi } from './application/ports/sign-in-api';
import type { ProfileAdapters } from './adapters/profile-adapters';
import { RouteChangeReporter } from './application/shell/route-change-reporter';
import { FEATURES, FeatureModules, type Feature } from './application/shell/feature-modules';
import { InstanceChanges } from './application/approvals/instance-changes';
import { PendingCount } from './application/approvals/pending-count';
import { InboxCenter } from './application/inbox/inbox-center';
import { InboxApi } from './application/ports/inbox-api';
import { GroupRobotsApi } from './application/ports/group-robots-api';
import { MyRights } from './application/shell/my-rights';
import { OrganisationDirectory } from './application/organisation/organisation-directory';
import { LinkedInstanceLookup } from './application/linked-instances/linked-instance-lookup';

/**
 * The only file that knows concrete adapters. It builds the container for one of two profiles:
 * - demo: the real HTTP adapters, answered in the browser by the MSW worker (started before this runs);
 * - live: the same adapters against the hosts of config.json.
 * Tests build containers through `createContainer` too, passing their own config.
 */

/** The live profile: the real session, the WebSocket push, no demo data. */
export const liveProfile: ProfileAdapters = { name: 'live', session: AxiosSessionApi, notify: WebSocketNotifyChannel, demoData: NoDemoDataApi, signIn: AxiosSignInApi };

/**
 * The feature modules, each behind a dynamic import: in the browser every feature's use cases are their own
 * chunk, bound when a page first needs them (the filler route never downloads the designer's use cases).
 */
const FEATURE_MODULES: Record<Feature, () => Promise<ContainerModule>> = {
  designer: () => import(/* webpackChunkName: "feature-designer" */ './application/designer/designer-module').then((m) => m.designerModule),
  filler: () => import(/* webpackChunkName: "feature-filler" */ './application/filler/filler-module').then((m) => m.fillerModule),
  approvals: () => import(/* webpackChunkName: "feature-approvals" */ './application/approvals/approvals-module').then((m) => m.approvalsModule),
  admin: () => import(/* webpackChunkName: "feature-admin" */ './application/admin/admin-module').then((m) => m.adminModule),
  print: () => import(/* webpackChunkName: "feature-print" */ './application/print/print-module').then((m) => m.printModule),
};

/**
 * Starts downloading the features' chunks without binding them: the app calls it for the route it opens
 * on, so the chunks arrive while the (demo) backend boots instead of after the first render. Binding
 * later asks the same import again, which webpack answers from the loaded chunk.
 */
export function prefetchFeatures(features: readonly Feature[]): void {
  for (const feature of features) void FEATURE_MODULES[feature]().catch(() => undefined);
}

/** Binds a port to an HTTP adapter whose module loads on the port's first call (adapters/http/lazy-http-api.ts). */
function bindLazyHttpApi<T extends object>(container: Container, port: symbol, load: () => Promise<new (http: AxiosHttpClient) => T>): void {
  container.bind<T>(port).toDynamicValue((context) => {
    const http = context.get(AxiosHttpClient);
    return lazyHttpApi(() => load().then((Api) => new Api(http)));
  }).inSingletonScope();
}

function featureModules(container: Container): FeatureModules {
  const loads = new Map<Feature, Promise<void>>();
  const loaded = new Set<Feature>();
  return {
    isLoaded: (feature) => loaded.has(feature),
    load(feature) {
      let load = loads.get(feature);
      if (!load) {
        load = FEATURE_MODULES[feature]().then(async (module) => {
          await container.loadAsync(module);
          loaded.add(feature);
        });
        // A failed chunk (network) may be asked for again.
        load.catch(() => loads.delete(feature));
        loads.set(feature, load);
      }
      return load;
    },
  };
}

/** Use cases every route needs (the top bar's to-approve count); the rest come with their feature. */
function bindUseCases(container: Container): void {
  container.bind(RouteChangeReporter).toSelf().inSingletonScope();
  container.bind(InstanceChanges).toSelf().inSingletonScope();
  container.bind(PendingCount).toSelf().inSingletonScope();
  container.bind(InboxCenter).toSelf().inSingletonScope();
  // What the person may administer: the menu and every admin route read it.
  container.bind(MyRights).toSelf().inSingletonScope();
  // The organisation serves the pickers, the route preview, the timeline and the flow designer.
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  // 关联审批单 (issue 41): the filler's picker and the instance view's cards.
  container.bind(LinkedInstanceLookup).toSelf().inSingletonScope();
  container.bind<FeatureModules>(FeatureModules).toConstantValue(featureModules(container));
}

/** Adapters: each port Symbol to its implementation. The two profiles differ in session, notify channel, demo data and config. */
function bindAdapters(container: Container, config: RuntimeConfig, profile: ProfileAdapters): void {
  container.bind<RuntimeConfig>(RuntimeConfig).toConstantValue(config);
  container.bind<ApiErrors>(ApiErrors).to(RxApiErrors).inSingletonScope();
  container.bind<ParentWindow>(ParentWindow).to(BrowserParentWindow).inSingletonScope();
  container.bind(AxiosHttpClient).toSelf().inSingletonScope();
  container.bind<SessionApi>(SessionApi).to(profile.session).inSingletonScope();
  container.bind<InstanceApi>(InstanceApi).to(AxiosInstanceApi).inSingletonScope();
  container.bind<FlowModelApi>(FlowModelApi).to(AxiosFlowModelApi).inSingletonScope();
  bindLazyHttpApi<FlowVersionApi>(container, FlowVersionApi, () => import('./adapters/http/axios-flow-version-api').then((m) => m.AxiosFlowVersionApi));
  container.bind<FormApi>(FormApi).to(AxiosFormApi).inSingletonScope();
  bindLazyHttpApi<DataTableApi>(container, DataTableApi, () => import('./adapters/http/axios-data-table-api').then((m) => m.AxiosDataTableApi));
  container.bind<FormValueApi>(FormValueApi).to(AxiosFormValueApi).inSingletonScope();
  bindLazyHttpApi<ApiDefinitionApi>(container, ApiDefinitionApi, () => import('./adapters/http/axios-api-definition-api').then((m) => m.AxiosApiDefinitionApi));
  container.bind<AssigneeRoleApi>(AssigneeRoleApi).to(AxiosAssigneeRoleApi).inSingletonScope();
  bindLazyHttpApi<OrganisationAdminApi>(container, OrganisationAdminApi, () => import('./adapters/http/axios-organisation-admin-api').then((m) => m.AxiosOrganisationAdminApi));
  container.bind<BaseInfoApi>(BaseInfoApi).to(AxiosBaseInfoApi).inSingletonScope();
  container.bind<OrganizationApi>(OrganizationApi).to(AxiosOrganizationApi).inSingletonScope();
  container.bind<PermissionApi>(PermissionApi).to(AxiosPermissionApi).inSingletonScope();
  bindLazyHttpApi<OperationLogApi>(container, OperationLogApi, () => import('./adapters/http/axios-operation-log-api').then((m) => m.AxiosOperationLogApi));
  bindLazyHttpApi<StatisticsApi>(container, StatisticsApi, () => import('./adapters/http/axios-statistics-api').then((m) => m.AxiosStatisticsApi));
  bindLazyHttpApi<TimingTaskApi>(container, TimingTaskApi, () => import('./adapters/http/axios-timing-task-api').then((m) => m.AxiosTimingTaskApi));
  // Named: the launch page's route reads the delegations in force (issue 27), so the shell precaches this chunk.
  bindLazyHttpApi<DelegationApi>(container, DelegationApi, () => import(/* webpackChunkName: "http-delegation" */ './adapters/http/axios-delegation-api').then((m) => m.AxiosDelegationApi));
  bindLazyHttpApi<PhraseApi>(container, PhraseApi, () => import(/* webpackChunkName: "http-phrase" */ './adapters/http/axios-phrase-api').then((m) => m.AxiosPhraseApi));
  bindLazyHttpApi<InboxApi>(container, InboxApi, () => import(/* webpackChunkName: "http-inbox" */ './adapters/http/axios-inbox-api').then((m) => m.AxiosInboxApi));
  bindLazyHttpApi<GroupRobotsApi>(container, GroupRobotsApi, () => import('./adapters/http/axios-group-robots-api').then((m) => m.AxiosGroupRobotsApi));
  container.bind<StorageApi>(StorageApi).to(AxiosStorageApi).inSingletonScope();
  container.bind<OcrApi>(OcrApi).to(AxiosOcrApi).inSingletonScope();
  container.bind<RemoteDataApi>(RemoteDataApi).to(AxiosRemoteDataApi).inSingletonScope();
  // In the demo the "server push" is another tab of the demo changing the shared data.
  container.bind<NotifyChannel>(NotifyChannel).to(profile.notify).inSingletonScope();
  container.bind<DemoDataApi>(DemoDataApi).to(profile.demoData).inSingletonScope();
  container.bind<SignInApi>(SignInApi).to(profile.signIn).inSingletonScope();
  // pdf-lib and the font load with the first PDF (the isPDF print view), not with this binding.
  container.bind<PrintPdf>(PrintPdf).to(LazyPrintPdf).inSingletonScope();
  // bpmn-moddle loads with the first BPMN export or import (应用发布, 流程管理), not with this binding.
  container.bind<BpmnFiles>(BpmnFiles).to(LazyBpmnFiles).inSingletonScope();
  // Drafts live in IndexedDB in a browser; without it (Node, old browsers) in memory for the session.
  const draftStore = typeof indexedDB === 'undefined' ? MemoryDraftStore : IndexedDbDraftStore;
  container.bind<DraftStore>(DraftStore).to(draftStore).inSingletonScope();
}

/** The container with the adapters and the always-needed use cases; features load on demand. */
export function createContainer(config: RuntimeConfig, profile: ProfileAdapters = liveProfile): Container {
  const container = new Container();
  bindAdapters(container, config, profile);
  bindUseCases(container);
  return container;
}

/** A container with every feature bound (the CLI, tests, and anything that resolves use cases directly). */
export async function createLoadedContainer(config: RuntimeConfig, profile: ProfileAdapters = liveProfile): Promise<Container> {
  const container = createContainer(config, profile);
  const modules = container.get<FeatureModules>(FeatureModules);
  await Promise.all(FEATURES.map((feature) => modules.load(feature)));
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
    const [{ startDemoBackend }, { demoProfile, demoRuntimeConfig }] = await Promise.all([
      import(/* webpackChunkName: "demo-backend" */ './adapters/demo/browser'),
      import(/* webpackChunkName: "demo-profile" */ './adapters/demo/demo-profile'),
    ]);
    await startDemoBackend();
    return createContainer(demoRuntimeConfig(window.location.origin), demoProfile);
  }
  const container = createContainer(await loadRuntimeConfig(), liveProfile);
  // The live production build ships the app-shell service worker (issue 31); the demo's scope is msw's.
  if (__SHELL_WORKER__) {
    container.bind<AppUpdates>(AppUpdates).toConstantValue(lazyAppUpdates(() => import(/* webpackChunkName: "app-updates" */ './adapters/shell-worker/service-worker-app-updates')
      .then((m) => new m.ServiceWorkerAppUpdates())));
  }
  return container;
}
