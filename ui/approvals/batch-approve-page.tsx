import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { BatchApprove, type BatchRowResult } from '../../application/approvals/batch-approve';
import { COMMENT_LIMIT } from '../../application/approvals/instance-review';
import type { ApprovalAction, InstanceSummary } from '../../application/ports/instance-api';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { InstanceDrawer } from './instance-drawer';
import { InstanceFilters } from './instance-filters';
import { InstanceTable } from './instance-table';
import { InstanceCardList } from './instance-card-list';
import { PhoneFilterBar } from './phone-filter-bar';
import { useIsPhone } from '../hooks/use-is-phone';
import { DEFAULT_PAGE_SIZE } from '../../application/approvals/instance-list';
import { useInstanceList } from './use-instance-list';
import { useInstanceParam } from './use-instance-param';
import { useAppMessage } from '../hooks/app-message';
import { commentPlaceholder, toneProps } from './action-presentation';
import { serialNoText } from '../../domain/flow/settings/serial-no';

const RESULT_COLORS: Record<BatchRowResult['status'], string> = { waiting: 'default', running: 'processing', succeeded: 'success', failed: 'error' };

/** /batchApprove: select rows of 待我审批, approve or reject them together, and see a result per row. */
export default function BatchApprovePage() {
  const [list, state] = useInstanceList('work', 'batch');
  const batch = useService(BatchApprove);
  const batchState = useObservableValue(batch.state$, batch.getSnapshot());
  const [openId, setOpenId] = useInstanceParam();
  const message = useAppMessage();
  const [selected, setSelected] = useState<InstanceSummary[]>([]);
  const [action, setAction] = useState<ApprovalAction | undefined>();
  const [comment, setComment] = useState('');
  const isPhone = useIsPhone();
  // On a phone: cards with a check box each (the same selection as the table's).
  const toggle = (row: InstanceSummary) => setSelected((now) => (now.some((r) => r.id === row.id) ? now.filter((r) => r.id !== row.id) : [...now, row]));

  // The selected rows' nodes may rename the decisions (按钮): the buttons say what every selected node calls them.
  const offers = batch.actionsFor(selected);
  const chosen = offers.find((offer) => offer.name === action);
  const chosenLabel = (name: ApprovalAction | undefined) => offers.find((offer) => offer.name === name)?.label ?? '';

  const start = (next: ApprovalAction) => {
    const problem = batch.check(selected, next, 'ok');
    if (problem) { void message.warning(problem); return; }
    setComment('');
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    const problem = batch.check(selected, action, comment);
    if (problem) { void message.warning(problem); return; }
    setAction(undefined);
    const results = await batch.run(selected, action, comment);
    setSelected([]);
    const failed = results.filter((r) => r.status === 'failed').length;
    if (failed === 0) void message.success(`已处理 ${results.length} 条`);
    else void message.warning(`${results.length - failed} 条成功，${failed} 条失败`);
  };

  return (
    <PageFrame
      title="批量审批"
      extra={(
        <Space>
          <Typography.Text type="secondary" className="batch-selected">已选 {selected.length} 条</Typography.Text>
          {offers.map((offer) => (
            <Button key={offer.name} className={`batch-${offer.name}`} {...toneProps(offer.tone)}
              disabled={offer.tone !== 'primary' && batchState.running} loading={offer.tone === 'primary' && batchState.running}
              onClick={() => start(offer.name as ApprovalAction)}>
              批量{offer.label}
            </Button>
          ))}
        </Space>
      )}
    >
      {batchState.results.length > 0 && (
        <div className="batch-results" style={{ marginBottom: 16 }}>
          <Alert
            type={batchState.results.some((r) => r.status === 'failed') ? 'warning' : 'success'}
            showIcon
            title={`${batchState.action ? `批量${chosenLabel(batchState.action)}` : ''}结果`}
            action={(
              <Space>
                {batchState.results.some((r) => r.status === 'failed') && (
                  <Button size="small" disabled={batchState.running} onClick={() => void batch.retryFailed()}>重试失败项</Button>
                )}
                <Button size="small" disabled={batchState.running} onClick={() => batch.clear()}>清除结果</Button>
              </Space>
            )}
          />
          <Table<BatchRowResult>
            size="small"
            rowKey="instanceId"
            pagination={false}
            dataSource={[...batchState.results]}
            columns={[
              { title: '标题', dataIndex: 'title', key: 'title' },
              { title: '审批编号', dataIndex: 'serialNo', key: 'serialNo', width: 150, render: (serialNo: string | undefined) => serialNoText(serialNo) },
              { title: '流程', dataIndex: 'modelName', key: 'modelName', width: 120 },
              {
                title: '结果', key: 'status', width: 260,
                render: (_: unknown, row) => <Tag className={`batch-result batch-${row.status}`} color={RESULT_COLORS[row.status]}>{row.message}</Tag>,
              },
            ]}
          />
        </div>
      )}
      {isPhone ? (
        <>
          <PhoneFilterBar value={state.filters} showStatus={false} onSearch={(filters) => void list.search(filters)} />
          <InstanceCardList
            state={state}
            actionLabel="审批"
            onOpen={(row) => setOpenId(row.id)}
            onRetry={() => void list.load()}
            onLoadMore={() => void list.goToPage(0, state.pageSize + DEFAULT_PAGE_SIZE)}
            onRefresh={() => list.load()}
            selection={{ selectedIds: new Set(selected.map((row) => row.id)), onToggle: toggle }}
          />
        </>
      ) : (
        <>
          <InstanceFilters value={state.filters} showStatus={false} onSearch={(filters) => void list.search(filters)} />
          <InstanceTable
            state={state}
            actionLabel="审批"
            onPage={(page, pageSize) => void list.goToPage(page, pageSize)}
            onOpen={(row) => setOpenId(row.id)}
            onRetry={() => void list.load()}
            rowSelection={{
              selectedRowKeys: selected.map((row) => row.id),
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
            }}
          />
        </>
      )}
      <Modal
        className="batch-comment-dialog"
        open={!!action}
        title={chosen ? `批量${chosen.label}（${selected.length} 条）` : ''}
        okText="确定"
        okButtonProps={{ danger: chosen?.tone === 'danger' }}
        onOk={() => void confirm()}
        onCancel={() => setAction(undefined)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label="审批意见"
          className="batch-comment"
          placeholder={chosen ? commentPlaceholder(chosen) : ''}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={COMMENT_LIMIT}
          showCount
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Modal>
      <InstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </PageFrame>
  );
}
