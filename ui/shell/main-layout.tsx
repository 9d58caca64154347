import { Suspense, type ReactNode } from 'react';
import { TopBar } from './top-bar';
import { FeedbackWidget } from './feedback-widget';
import { SideNav } from './side-nav';
import { BottomTabBar } from './bottom-tab-bar';
import { useIsPhone } from '../hooks/use-is-phone';
import { LoadingLines } from './loading-lines';
import './main-layout.css';
import './phone.css';

/**
 * The "/main" layout of the spec: top bar, navigation, and the page. On a phone (below 768 px) the side
 * navigation gives way to a bottom tab bar and the top bar stays pinned.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone();
  return (
    <div className={isPhone ? 'app-layout app-layout-phone' : 'app-layout'}>
      <TopBar />
      <div className="app-body">
        <aside className="app-sider">
          <SideNav />
        </aside>
        <main className="app-content">
          <Suspense fallback={<LoadingLines />}>
            {children}
          </Suspense>
        </main>
      </div>
      {isPhone && <BottomTabBar />}
      <FeedbackWidget />
    </div>
  );
}
