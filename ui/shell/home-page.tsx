import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame } from './page-frame';

const SHORTCUTS = [
  { to: '/flowapplicationcenter', title: '审批中心', text: '选择流程，发起新的申请' },
  { to: '/approvingFlow', title: '待我审批', text: '处理需要您审批的申请' },
  { to: '/mySubmitFlow', title: '我的申请', text: '查看您提交的申请进度' },
  { to: '/flowManage', title: '流程管理', text: '设计表单与审批流程' },
];

/** /home, the target of the top-bar logo: shortcuts to the main work areas. */
export default function HomePage() {
  return (
    <PageFrame title="首页">
      <Row gutter={[16, 16]}>
        {SHORTCUTS.map((item) => (
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
