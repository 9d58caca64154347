import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppMessageProvider } from '../../../ui/hooks/app-message';
import { AppTheme } from '../../../ui/shell/app-theme';

export interface AdminRoutesOptions {
  /** Wrap in antd's <App> as the designer does; the app's other pages live without it (the default). */
  readonly antdApp?: boolean;
  /** Rendered inside the router beside the routes (e.g. a probe of the location). */
  readonly extra?: ReactNode;
}

/** Admin pages at `path` as the app provides them: the container, the theme, the app's toasts, a router. */
export function renderAdminRoutes(container: Container, path: string, routes: Readonly<Record<string, ReactElement>>, options: AdminRoutesOptions = {}) {
  const routed = (
    <AppMessageProvider><MemoryRouter initialEntries={[path]}>
      <Routes>{Object.entries(routes).map(([route, element]) => <Route key={route} path={route} element={element} />)}</Routes>
      {options.extra}
    </MemoryRouter></AppMessageProvider>
  );
  return render(
    <ContainerProvider container={container}>
      <AppTheme>{options.antdApp ? <App>{routed}</App> : routed}</AppTheme>
    </ContainerProvider>,
  );
}
