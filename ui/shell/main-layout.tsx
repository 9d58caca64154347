import { Suspense, type ReactNode } from 'react';
import { Layout, Menu, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { TopBar } from './top-bar';
import { FeedbackWidget } from './feedback-widget';

const NAV_ITEMS = [
  { key: 'approvals', label: '审批', type: 'group' as const, children: [
    { key: '/flowapplicationcenter', label: '审批中心' },
    { key: '/mySubmitFlow', label: '我的申请' },
    { key: '/approvingFlow', label: '待我审批' },
    { key: '/approvedFlow', label: '我已审批' },
    { key: '/copyFlow', label: '抄送我的' },
    { key: '/flowQuery', label: '流程查询' },
    { key: '/batchApprove', label: '批量审批' },
    { key: '/ocr', label: 'OCR识别问题' },
  ] },
  { key: 'admin', label: '管理', type: 'group' as const, children: [
    { key: '/flowManage', label: '流程管理' },
    { key: '/flowCenter', label: '流程中心' },
    { key: '/workflow/sprites', label: '表单列表' },
    { key: '/apiManage', label: '接口管理' },
    { key: '/formValueManage', label: '表单值管理' },
    { key: '/dataTable', label: '数据表' },
    { key: '/timing-tasks', label: '定时任务' },
    { key: '/role-manage', label: '角色管理' },
    { key: '/flowcompetencemanagement', label: '流程权限管理' },
    { key: '/flowStatis', label: '流程统计' },
    { key: '/operationLog', label: '操作日志' },
  ] },
];

/** The "/main" layout of the spec: top bar, navigation, and the page. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={184} theme="light" breakpoint="lg" collapsedWidth={0}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            items={NAV_ITEMS}
            onClick={({ key }) => navigate(key)}
            style={{ borderInlineEnd: 0 }}
          />
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
