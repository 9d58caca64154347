import { Suspense, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Container } from 'inversify';
import type { Feature } from '../application/shell/feature-modules';
import { BrowserRouter, Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { RoutesUnderMain } from './shell/routes-under-main';
import { ContainerProvider } from './hooks/container-context';
import { AppMessageProvider } from './hooks/app-message';
import { MainLayout } from './shell/main-layout';
import { BARE_ROUTES, MAIN_ROUTES, type PageRoute } from './shell/route-table';
import { ErrorPage } from './shell/error-page';
import { RouteChangeReporter } from './shell/route-change-reporter';
import { ApiErrorToaster } from './shell/api-error-toaster';
import { LazyAppNotices } from './shell/lazy-app-notices';
import { LoadingLines } from './shell/loading-lines';
import { useDocumentTitle } from './shell/use-document-title';
import { DesignerRoutes } from './designer/designer-routes';
import { FeatureGate } from './hooks/feature-gate';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { AppTheme } from './shell/app-theme';
import { DesktopOnly } from './shell/desktop-only';
import { RequireRight } from './shell/require-right';

dayjs.locale('zh-cn');

// The designer's toolbar opens the notice-mode dialog, an approvals use case (its 打印设置 tab is the designer's own).
const DESIGNER: readonly Feature[] = ['designer', 'approvals'];

/** Sets the document title and re-creates /newFlowLaunch when its query changes (a new id, a fresh form). */
function RouteView({ route }: { route: PageRoute }) {
  const { search } = useLocation();
  useDocumentTitle(route.title);
  const key = route.path === '/newFlowLaunch' ? search : route.path;
  // The page's chunk and its use cases download in parallel; the gate waits for the use cases.
  void route.preload?.().catch(() => undefined);
  return (
    <div key={key} style={{ height: '100%' }}>
      <RouteErrorBoundary>
        <RequireRight right={route.right}>
          <FeatureGate features={route.features ?? []}>{route.render()}</FeatureGate>
        </RequireRight>
      </RouteErrorBoundary>
    </div>
  );
}

/** The designer of one flow: for whoever administers that flow (流程管理员 over it, or a 系统管理员). */
function FlowDesignRight({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return <RequireRight right="flow" modelId={id}>{children}</RequireRight>;
}

function Bare({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingLines />}>{children}</Suspense>;
}

function TitledError({ status }: { status: '403' | '404' | '500' | '502' }) {
  useDocumentTitle(status);
  return <ErrorPage status={status} />;
}

export function AppRoutes() {
  return (
    <RoutesUnderMain>
      <Route path="/" element={<Navigate to="/flowapplicationcenter" replace />} />
      <Route path="/main" element={<Navigate to="/flowapplicationcenter" replace />} />
      {MAIN_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<MainLayout><RouteView route={route} /></MainLayout>} />
      ))}
      <Route path="/flow-set/:id/*" element={<MainLayout><DesktopOnly what="流程设计"><RouteErrorBoundary><FlowDesignRight><FeatureGate features={DESIGNER}><DesignerRoutes /></FeatureGate></FlowDesignRight></RouteErrorBoundary></DesktopOnly></MainLayout>} />
      {BARE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Bare><RouteView route={route} /></Bare>} />
      ))}
      {(['403', '404', '500', '502'] as const).map((status) => (
        <Route key={status} path={`/err/${status}`} element={<TitledError status={status} />} />
      ))}
      <Route path="*" element={<Navigate to="/flowapplicationcenter" replace />} />
    </RoutesUnderMain>
  );
}

export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <AppTheme>
        <AppMessageProvider>
          <BrowserRouter>
            <RouteChangeReporter />
            <ApiErrorToaster />
            <LazyAppNotices />
            <AppRoutes />
          </BrowserRouter>
        </AppMessageProvider>
      </AppTheme>
    </ContainerProvider>
  );
}
