import { Suspense, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Container } from 'inversify';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from './hooks/container-context';
import { MainLayout } from './shell/main-layout';
import { BARE_ROUTES, MAIN_ROUTES, type PageRoute } from './shell/route-table';
import { ErrorPage } from './shell/error-page';
import { RouteChangeReporter } from './shell/route-change-reporter';
import { ApiErrorToaster } from './shell/api-error-toaster';
import { useDocumentTitle } from './shell/use-document-title';
import { DesignerRoutes } from './designer/designer-routes';

dayjs.locale('zh-cn');

/** Sets the document title and re-creates /newFlowLaunch when its query changes (a new id, a fresh form). */
function RouteView({ route }: { route: PageRoute }) {
  const { search } = useLocation();
  useDocumentTitle(route.title);
  const key = route.path === '/newFlowLaunch' ? search : route.path;
  return <div key={key} style={{ height: '100%' }}>{route.render()}</div>;
}

function Bare({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>}>{children}</Suspense>;
}

function TitledError({ status }: { status: '403' | '404' | '500' | '502' }) {
  useDocumentTitle(status);
  return <ErrorPage status={status} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/flowapplicationcenter" replace />} />
      <Route path="/main" element={<Navigate to="/flowapplicationcenter" replace />} />
      {MAIN_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<MainLayout><RouteView route={route} /></MainLayout>} />
      ))}
      <Route path="/flow-set/:id/*" element={<MainLayout><DesignerRoutes /></MainLayout>} />
      {BARE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Bare><RouteView route={route} /></Bare>} />
      ))}
      {(['403', '404', '500', '502'] as const).map((status) => (
        <Route key={status} path={`/err/${status}`} element={<TitledError status={status} />} />
      ))}
      <Route path="*" element={<Navigate to="/flowapplicationcenter" replace />} />
    </Routes>
  );
}

export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
        <AntdApp>
          <BrowserRouter>
            <RouteChangeReporter />
            <ApiErrorToaster />
            <AppRoutes />
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </ContainerProvider>
  );
}
