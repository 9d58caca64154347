import { useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { LoadingLines } from '../shell/loading-lines';
import { useNavigate } from 'react-router-dom';
import { FlowModelApi, type FlowCategory } from '../../application/ports/flow-model-api';
import { useService } from '../hooks/use-service';

/** /flowLaunch without a flow id: the flows to start, by category. */
export function FlowPicker() {
  const flows = useService<FlowModelApi>(FlowModelApi);
  const navigate = useNavigate();
  const [categories, setCategories] = useState<FlowCategory[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    flows.getCategoryList().then((list) => { if (live) setCategories(list); }, () => { if (live) setCategories([]); });
    return () => { live = false; };
  }, [flows]);
  if (!categories) return <LoadingLines />;
  const any = categories.some((c) => c.models.some((m) => m.status === 'active'));
  if (!any) return <Empty description="暂无可发起的流程" />;
  return (
    <div className="flow-picker">
      {categories.map((category) => {
        const models = category.models.filter((m) => m.status === 'active');
        if (models.length === 0) return null;
        return (
          <div key={category.id} style={{ marginBottom: 16 }}>
            <Typography.Title level={5}>{category.name}</Typography.Title>
            <Row gutter={[12, 12]}>
              {models.map((m) => (
                <Col key={m.id} xs={24} sm={12} md={8} lg={6}>
                  <Card size="small" title={m.name} extra={(
                    <Button type="link" size="small" onClick={() => navigate(`/newFlowLaunch?id=${encodeURIComponent(m.id)}&modelName=${encodeURIComponent(m.name)}`)}>发起</Button>
                  )}>
                    <Typography.Text type="secondary">{m.description || '—'}</Typography.Text>
                  </Card>
                </Col>
              ))}
            </Row>
          </div>
        );
      })}
    </div>
  );
}
