import type { ReactNode } from 'react';
import { Card, Col, Row, Table, Typography } from 'antd';
import { formatDuration } from '../../application/statistics/flow-statistics';
import type { ApproverFigures, FlowFigures, NodeFigures, SlowInstance, StatisticsFigures, WeekFigures } from '../../domain/statistics';
import { weekEnd } from '../../domain/statistics';
import { formatTime } from '../approvals/format-time';
import { StatisticsChart } from './statistics-chart';
import { formatShare, statusTone, statusWord, TREND_KEYS } from './statistics-labels';
import type { DrillTarget } from './statistics-drill';

type Drill = (target: DrillTarget) => void;

/** A number that lists its instances when clicked (the table's way to the drill-down). */
function Count({ value, onClick }: { value: number; onClick: () => void }) {
  return value === 0 ? <>0</> : <Typography.Link className="statistics-count" onClick={onClick}>{value}</Typography.Link>;
}

/** A chart and its table side by side (stacked on narrow screens). */
function ChartAndTable({ title, className, chart, table }: { title: string; className: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Card title={title} className={className} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>{chart}</Col>
        <Col xs={24} xl={12}>{table}</Col>
      </Row>
    </Card>
  );
}

const TOP = 12;
const hours = (value: number | undefined) => (value === undefined ? 0 : Number(value.toFixed(1)));

export function TrendSection({ weeks, onDrill }: { weeks: readonly WeekFigures[]; onDrill: Drill }) {
  const count = (w: WeekFigures, key: string) => (key === 'submitted' ? w.submitted : w.byStatus[key] ?? 0);
  const drill = (w: WeekFigures, key: string) => onDrill({ title: `${w.week} 至 ${weekEnd(w.week)} · ${statusWord(key)}`, drill: { week: w.week, weekStatus: key } });
  return (
    <ChartAndTable
      title="每周趋势" className="statistics-trend"
      chart={(
        <StatisticsChart
          className="trend-chart" unit="条" categories={weeks.map((w) => w.week)}
          series={TREND_KEYS.map((key) => ({ key, name: statusWord(key), values: weeks.map((w) => count(w, key)), line: key === 'submitted', tone: statusTone(key) }))}
          onPick={(i, key) => drill(weeks[i]!, key)}
        />
      )}
      table={(
        <Table<WeekFigures>
          className="trend-table" rowKey="week" size="small" dataSource={[...weeks].reverse()} pagination={{ pageSize: 8, size: 'small' }}
          columns={[
            { title: '周（周一）', dataIndex: 'week' },
            ...TREND_KEYS.map((key) => ({ title: statusWord(key), key, render: (_: unknown, w: WeekFigures) => <Count value={count(w, key)} onClick={() => drill(w, key)} /> })),
          ]}
        />
      )}
    />
  );
}

export function FlowSection({ flows, onDrill }: { flows: readonly FlowFigures[]; onDrill: Drill }) {
  const drill = (f: FlowFigures) => onDrill({ title: `${f.modelName} · 全部申请`, drill: { drillModelId: f.modelId } });
  return (
    <ChartAndTable
      title="各流程耗时（提交到结束）" className="statistics-flows"
      chart={(
        <StatisticsChart
          className="flow-chart" unit="小时" categories={flows.map((f) => f.modelName)}
          series={[
            { key: 'median', name: '中位数', values: flows.map((f) => hours(f.medianHours)) },
            { key: 'p90', name: 'P90', values: flows.map((f) => hours(f.p90Hours)) },
          ]}
          onPick={(i) => drill(flows[i]!)}
        />
      )}
      table={(
        <Table<FlowFigures>
          className="flow-table" rowKey="modelId" size="small" dataSource={[...flows]} pagination={false}
          columns={[
            { title: '流程', dataIndex: 'modelName' },
            { title: '申请数', key: 'total', render: (_, f) => <Count value={f.total} onClick={() => drill(f)} /> },
            { title: '已结束', dataIndex: 'finished' },
            { title: '中位数', key: 'median', render: (_, f) => formatDuration(f.medianHours) },
            { title: 'P90', key: 'p90', render: (_, f) => formatDuration(f.p90Hours) },
          ]}
        />
      )}
    />
  );
}

export function NodeSection({ nodes, onDrill }: { nodes: readonly NodeFigures[]; onDrill: Drill }) {
  const top = nodes.slice(0, TOP);
  const label = (n: NodeFigures) => `${n.modelName}·${n.nodeName}`;
  const drill = (n: NodeFigures, overdue = false) => onDrill({
    title: `${label(n)}${overdue ? ' · 超时' : ''}`, drill: { nodeKey: n.key, ...(overdue ? { overdue: '1' as const } : {}) },
  });
  return (
    <ChartAndTable
      title="各节点等待" className="statistics-nodes"
      chart={(
        <StatisticsChart
          className="node-chart" unit="小时" categories={top.map(label)}
          series={[
            { key: 'median', name: '中位等待', values: top.map((n) => hours(n.medianWaitHours)) },
            { key: 'p90', name: 'P90 等待', values: top.map((n) => hours(n.p90WaitHours)) },
          ]}
          onPick={(i) => drill(top[i]!)}
        />
      )}
      table={(
        <Table<NodeFigures>
          className="node-table" rowKey="key" size="small" dataSource={[...nodes]} pagination={{ pageSize: 8, size: 'small' }}
          columns={[
            { title: '节点', key: 'node', render: (_, n) => label(n) },
            { title: '任务数', key: 'tasks', render: (_, n) => <Count value={n.tasks} onClick={() => drill(n)} /> },
            { title: '待处理', dataIndex: 'open' },
            { title: '中位等待', key: 'median', render: (_, n) => formatDuration(n.medianWaitHours) },
            { title: 'P90', key: 'p90', render: (_, n) => formatDuration(n.p90WaitHours) },
            {
              title: '超时占比', key: 'overdue',
              render: (_, n) => (n.overdue > 0 ? <Typography.Link onClick={() => drill(n, true)}>{formatShare(n.overdueShare)}</Typography.Link> : formatShare(n.overdueShare)),
            },
          ]}
        />
      )}
    />
  );
}

export function ApproverSection({ approvers, onDrill }: { approvers: readonly ApproverFigures[]; onDrill: Drill }) {
  const top = approvers.slice(0, TOP);
  const drill = (a: ApproverFigures) => onDrill({ title: `${a.userName} 经手的申请`, drill: { approverId: a.userId } });
  return (
    <ChartAndTable
      title="审批人" className="statistics-approvers"
      chart={(
        <StatisticsChart
          className="approver-chart" unit="条" categories={top.map((a) => a.userName)}
          series={[{ key: 'handled', name: '已处理', values: top.map((a) => a.handled) }, { key: 'open', name: '待处理', values: top.map((a) => a.open) }]}
          onPick={(i) => drill(top[i]!)}
        />
      )}
      table={(
        <Table<ApproverFigures>
          className="approver-table" rowKey="userId" size="small" dataSource={[...approvers]} pagination={{ pageSize: 8, size: 'small' }}
          columns={[
            { title: '审批人', dataIndex: 'userName' },
            { title: '已处理', key: 'handled', render: (_, a) => <Count value={a.handled} onClick={() => drill(a)} /> },
            { title: '中位响应', key: 'median', render: (_, a) => formatDuration(a.medianResponseHours) },
            { title: '待处理', dataIndex: 'open' },
          ]}
        />
      )}
    />
  );
}

export function SlowestSection({ slowest, onOpen }: { slowest: readonly SlowInstance[]; onOpen: (id: string) => void }) {
  return (
    <Card title="进行中最久的 10 条申请" className="statistics-slowest" style={{ marginBottom: 16 }}>
      <Table<SlowInstance>
        rowKey="id" size="small" dataSource={[...slowest]} pagination={false} locale={{ emptyText: '没有进行中的申请' }}
        columns={[
          { title: '标题', key: 'title', render: (_, s) => <Typography.Link onClick={() => onOpen(s.id)}>{s.title}</Typography.Link> },
          { title: '流程', dataIndex: 'modelName' },
          { title: '申请人', dataIndex: 'applicantName' },
          { title: '提交时间', key: 'createdAt', render: (_, s) => formatTime(s.createdAt) },
          { title: '已进行', key: 'running', render: (_, s) => formatDuration(s.runningHours) },
          { title: '当前节点', key: 'nodes', render: (_, s) => s.currentNodes.join('、') || '—' },
          { title: '当前审批人', key: 'approvers', render: (_, s) => s.currentApprovers.join('、') || '—' },
        ]}
      />
    </Card>
  );
}

/** The counts of the filtered instances by status, each opening its list. */
export function StatusSummary({ figures }: { figures: StatisticsFigures }) {
  return (
    <Typography.Paragraph className="statistics-summary">
      共 <b className="statistics-total">{figures.total}</b> 条申请
      {TREND_KEYS.filter((k) => k !== 'submitted').map((k) => <span key={k}>，{statusWord(k)} {figures.byStatus[k] ?? 0}</span>)}
    </Typography.Paragraph>
  );
}
