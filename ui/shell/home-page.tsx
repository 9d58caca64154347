import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { RightKind } from '../../domain/permissions';
import { allows, NO_RIGHTS_ANSWER } from '../../application/shell/my-rights';
import { PageFrame } from './page-frame';
import { useMyRights } from './use-my-rights';

const SHORTCUTS: ReadonlyArray<{ to: string; title: string; text: string; right?: RightKind }> = [
  { to: '/flowapplicationcenter', title: '审批中心', text: '选择流程，发起新的申请' },
  { to: '/approvingFlow', title: '待我审批', text: '处理需要您审批的申请' },
  { to: '/mySubmitFlow', title: '我的申请', text: '查看您提交的申请进度' },
  { to: '/flowManage', title: '流程管理', text: '设计表单与审批流程', right: 'flow' },
];

/** /home, the target of the top-bar logo: shortcuts to the main work areas (流程管理 for its administrators only). */
export default function HomePage() {
  const state = useMyRights();
  const rights = state.status === 'ready' ? state.rights : NO_RIGHTS_ANSWER;
  return (
    <PageFrame title="首页">
      <Row gutter={[16, 16]}>
        {SHORTCUTS.filter((item) => !item.right || allows(rights, item.right)).map((item) => (
          <Col key={item.to} xs={24} sm={12} lg={6}>
            <Link to={item.to}>
              <Card hoverable>
                <Typography.Title level={5}>{item.title}</Typography.Title>
                <Typography.Text type="secondary">{item.text}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
