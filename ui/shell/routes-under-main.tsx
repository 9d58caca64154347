import type { ReactNode } from 'react';
import { Routes, useLocation } from 'react-router-dom';

/** The prefix the spec lists the main-layout routes under (`/main/flowManage`); the short paths work too. */
const MAIN_PREFIX = /^\/main(?=\/.)/;

/** `/main/flowManage` → `/flowManage`; any other path (`/main` itself included) as it is. */
export function shortPathOf(pathname: string): string {
  return pathname.replace(MAIN_PREFIX, '');
}

/**
 * <Routes> that render `/main/<path>` as `<path>` (issue 32, item 11: they used to fall through to 审批中心).
 * The address bar keeps `/main/…` (and the parent window is told that full path); the pages, the side
 * navigation's highlight and the feedback widget read the short path from the location given to them.
 */
export function RoutesUnderMain({ children }: { children: ReactNode }) {
  const location = useLocation();
  const pathname = shortPathOf(location.pathname);
  return <Routes location={pathname === location.pathname ? undefined : { ...location, pathname }}>{children}</Routes>;
}
