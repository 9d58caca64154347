// @feature-public: the one instance table, shared by the lists and 流程统计's drill-down.
import { Button, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { InstanceListState } from '../../application/approvals/instance-list';
import { startedForText, type InstanceSummary } from '../../application/ports/instance-api';
import { formatTime } from './format-time';
import { keyFieldsOf } from './instance-card';
import { ListFailedAlert } from './list-failed-alert';
import { ReminderTag } from './reminder-tag';
import { StatusTag } from './status-tag';
import { serialNoText } from '../../domain/flow/settings/serial-no';

interface InstanceTableProps {
  state: InstanceListState;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (instance: InstanceSummary) => void;
  onRetry: () => void;
  /** The label of the row action (查看, or 审批 in 待我审批). */
  actionLabel?: string;
  rowSelection?: TableProps<InstanceSummary>['rowSelection'];
}

/**
 * The row's key fields under its title (issue 32, item 13), as the phone cards show them: five 赵六的设备申领
 * rows are told apart by 设备：笔记本 · 数量：2. Up to three, from the list row's summary.
 */
function KeyFieldsLine({ row }: { row: InstanceSummary }) {
  const fields = keyFieldsOf(row);
  if (fields.length === 0) return null;
  const text = fields.map((field) => `${field.label}：${field.text}`).join(' · ');
  return <Typography.Text type="secondary" className="instance-row-fields" ellipsis={{ tooltip: text }} style={{ display: 'block', fontSize: 12 }}>{text}</Typography.Text>;
}

/** The antd table of an instance list: paging from the use case, a row opens the instance view. */
export function InstanceTable({ state, onPage, onOpen, onRetry, actionLabel = '查看', rowSelection }: InstanceTableProps) {
  // 审批编号 (issue 27) takes a column when a row on the page has one; the title keeps its room (the table scrolls).
  // A long title (a 标题规则 with the amount at its end) is cut with an ellipsis: hovering shows it whole.
  const numbered = state.items.some((item) => item.serialNo);
  const columns: TableColumnsType<InstanceSummary> = [
    {
      title: '标题', dataIndex: 'title', key: 'title', ellipsis: true, ...(numbered ? { width: 240 } : {}),
      render: (title: string, row) => <><ReminderTag row={row} /><Typography.Link title={title} onClick={() => onOpen(row)}>{title}</Typography.Link><KeyFieldsLine row={row} /></>,
    },
    ...(numbered ? [{ title: '审批编号', dataIndex: 'serialNo', key: 'serialNo', width: 170, render: (serialNo: string | undefined) => serialNoText(serialNo) }] : []),
    { title: '流程', dataIndex: 'modelName', key: 'modelName', width: 120 },
    {
      title: '申请人', key: 'applicant', width: 110,
      render: (_: unknown, row) => (row.startedFor
        ? <>{row.applicant.name}<div className="instance-started-for"><Typography.Text type="secondary" style={{ fontSize: 12 }}>{startedForText(row.startedFor)}</Typography.Text></div></>
        : row.applicant.name),
    },
    { title: '状态', dataIndex: 'status', key: 'status', width: 100, render: (_: unknown, row) => <StatusTag item={row} /> },
    // Where the instance waits and for whom (issue 17): the flow's nodes waiting now.
    {
      title: '当前节点', key: 'currentNode', width: 130, ellipsis: true,
      render: (_: unknown, row) => (row.status === 'pending' ? (row.currentNodes ?? []).map((n) => n.nodeName).join('、') || '-' : '-'),
    },
    {
      title: '待处理人', key: 'pendingPeople', width: 130, ellipsis: true,
      render: (_: unknown, row) => (row.status === 'pending' ? [...new Set((row.currentNodes ?? []).flatMap((n) => n.userNames))].join('、') || '-' : '-'),
    },
    { title: '提交时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, render: formatTime },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 160, render: formatTime },
    {
      title: '操作', key: 'action', width: 90,
      render: (_: unknown, row) => <Button type="link" size="small" className="row-open" onClick={() => onOpen(row)}>{actionLabel}</Button>,
    },
  ];
  return (
    <>
      {state.failed && <ListFailedAlert onRetry={onRetry} failure={state.failure} compact />}
      <Table<InstanceSummary>
        className="instance-table"
        rowKey="id"
        columns={columns}
        dataSource={[...state.items]}
        loading={state.loading}
        rowSelection={rowSelection}
        scroll={numbered ? { x: 1500 } : undefined}
        pagination={{
          current: state.page + 1,
          pageSize: state.pageSize,
          total: state.total,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => onPage(page - 1, pageSize),
        }}
      />
    </>
  );
}
