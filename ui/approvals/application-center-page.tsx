import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Col, Empty, Input, Row, Skeleton, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FlowCatalog, launchUrl } from '../../application/approvals/flow-catalog';
import { approvalMessages } from '../../application/shared/approval-messages';
import type { FlowModelSummary } from '../../application/ports/flow-model-api';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { NoticeModeDialog } from '../notice-mode/notice-mode-dialog';
import { PageFrame } from '../shell/page-frame';

const COLORS = ['#1677ff', '#13c2c2', '#fa8c16', '#52c41a', '#722ed1', '#eb2f96'];

function colorOf(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? COLORS[0]!;
}

function FlowCard({ model, onOpen, onNotice }: { model: FlowModelSummary; onOpen: () => void; onNotice: () => void }) {
  return (
    <Card hoverable size="small" className="flow-card" data-model-id={model.id} onClick={onOpen} styles={{ body: { display: 'flex', gap: 12, alignItems: 'center' } }}>
      <Avatar shape="square" size={44} style={{ background: colorOf(model.id), flex: 'none', fontSize: 18 }}>{model.name.slice(0, 1)}</Avatar>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong className="flow-name">{model.name}</Typography.Text>
        <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0, fontSize: 12 }}>{model.description || ' '}</Typography.Paragraph>
      </div>
      <Tooltip title="提醒设置">
        <Button
          size="small"
          type="text"
          className="notice-mode-button"
          aria-label={`${model.name}提醒设置`}
          onClick={(e) => { e.stopPropagation(); onNotice(); }}
        >
          提醒
        </Button>
      </Tooltip>
    </Card>
  );
}

/** /flowapplicationcenter: the flows an applicant can start, grouped by category, with search. */
export default function ApplicationCenterPage() {
  const catalog = useService(FlowCatalog);
  const state = useObservableValue(catalog.state$, catalog.getSnapshot());
  const navigate = useNavigate();
  const [noticeFlow, setNoticeFlow] = useState<FlowModelSummary | undefined>();

  useEffect(() => { void catalog.load(); }, [catalog]);

  return (
    <PageFrame
      title="审批中心"
      extra={(
        <Input.Search
          allowClear
          className="flow-search"
          aria-label="搜索流程"
          placeholder="搜索流程名称或说明"
          style={{ width: 260 }}
          value={state.keyword}
          onChange={(e) => catalog.search(e.target.value)}
        />
      )}
    >
      {state.failed && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={approvalMessages.loadFailed}
          action={<Button size="small" onClick={() => void catalog.load()}>{approvalMessages.retry}</Button>} />
      )}
      {state.loading && state.categories.length === 0 && <Skeleton active />}
      {!state.loading && state.visible.length === 0 && !state.failed && (
        <Empty description={state.keyword.trim() ? '没有匹配的流程' : '暂无可发起的流程'} />
      )}
      {state.visible.map((category) => (
        <section key={category.id} className="flow-category" data-category-id={category.id} style={{ marginBottom: 24 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {category.name} <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>{category.models.length} 个流程</Typography.Text>
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {category.models.map((model) => (
              <Col key={model.id} xs={24} sm={12} lg={8} xl={6}>
                <FlowCard model={model} onOpen={() => navigate(launchUrl(model))} onNotice={() => setNoticeFlow(model)} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <NoticeModeDialog flow={noticeFlow} onClose={() => setNoticeFlow(undefined)} />
    </PageFrame>
  );
}
