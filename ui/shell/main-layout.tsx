import { Suspense, type ReactNode } from 'react';
import { Layout, Spin } from 'antd';
import { TopBar } from './top-bar';
import { FeedbackWidget } from './feedback-widget';
import { SideNav } from './side-nav';

/** The "/main" layout of the spec: top bar, navigation, and the page. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={184} theme="light" breakpoint="lg" collapsedWidth={0}>
          <SideNav />
        </Layout.Sider>
        <Layout.Content style={{ minWidth: 0 }}>
          <Suspense fallback={<div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>}>
            {children}
          </Suspense>
        </Layout.Content>
      </Layout>
      <FeedbackWidget />
    </Layout>
  );
}
