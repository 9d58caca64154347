import { Tabs, Typography } from 'antd';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { DesignerState } from '../../application/designer/designer-session';
import { useDesignerSelector } from './use-designer';

export const DESIGNER_TABS = [
  { key: 'frameset', label: '表单设计' },
  { key: 'flowEditor', label: '流程设计' },
  { key: 'expansionSetting', label: '扩展设置' },
  { key: 'printing', label: '打印设置' },
  { key: 'appPublish', label: '应用发布' },
] as const;

/** The designer at /flow-set/:id/: one URL per tab, the tab's page in the outlet. */
const titleOf = (s: DesignerState) => ({ modelId: s.modelId, name: s.form.name });

export default function DesignerPage() {
  const { id = '' } = useParams();
  const loaded = useDesignerSelector(titleOf);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = DESIGNER_TABS.find((tab) => pathname.endsWith(`/${tab.key}`))?.key ?? 'frameset';
  return (
    <div className="designer-page" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '0 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>{loaded.modelId === id && loaded.name ? loaded.name : `流程 ${id}`}</Typography.Text>
        <Tabs
          activeKey={active}
          onChange={(key) => navigate(`/flow-set/${id}/${key}`)}
          items={DESIGNER_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
          style={{ marginBottom: 0 }}
        />
      </div>
      <div style={{ flex: 1, minHeight: 0 }}><Outlet /></div>
    </div>
  );
}
