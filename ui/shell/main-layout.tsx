import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { TopBar } from './top-bar';
import { FeedbackWidget } from './feedback-widget';
import { SideNav } from './side-nav';
import './main-layout.css';

/** The "/main" layout of the spec: top bar, navigation, and the page. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout">
      <TopBar />
      <div className="app-body">
        <aside className="app-sider">
          <SideNav />
        </aside>
        <main className="app-content">
          <Suspense fallback={<div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>}>
            {children}
          </Suspense>
        </main>
      </div>
      <FeedbackWidget />
    </div>
  );
}
