import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Skeleton, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { FlowStatistics, formatDuration, type DateRange, type FlowStatisticsResult, type FlowStatisticsRow } from '../../application/approvals/flow-statistics';
import { INSTANCE_STATUS_LABELS } from '../../application/approvals/instance-status';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

const DAY = 'YYYY-MM-DD';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; result: FlowStatisticsResult };

/** /flowStatis (流程统计): the instances of the flows I administer, by status and waiting node, in a date range. */
export default function FlowStatisticsPage() {
  const statistics = useService(FlowStatistics);
  const [range, setRange] = useState<DateRange>({});
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    statistics.load(range).then(
      (result) => { if (live) setLoaded({ status: 'ready', result }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '流程统计加载失败') }); },
    );
    return () => { live = false; };
  }, [statistics, range, round]);

  const picked: [Dayjs | null, Dayjs | null] = [range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null];
  return (
    <PageFrame title="流程统计">
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          className="statistics-dates"
          placeholder={['提交开始日期', '提交结束日期']}
          value={picked}
          onChange={(dates) => setRange({
            ...(dates?.[0] ? { from: dates[0].format(DAY) } : {}),
            ...(dates?.[1] ? { to: dates[1].format(DAY) } : {}),
          })}
        />
        <Button onClick={() => setRound((n) => n + 1)}>刷新</Button>
      </Space>
      {loaded.status === 'loading' && <Skeleton active paragraph={{ rows: 5 }} />}
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      {loaded.status === 'ready' && !loaded.result.isAdmin && (
        <Alert type="info" showIcon title="流程统计仅对流程管理员开放" description="你还不是任何流程的管理员；流程管理员在流程设计的「扩展设置」中指定。" />
      )}
      {loaded.status === 'ready' && loaded.result.isAdmin && (
        <Table<FlowStatisticsRow>
          className="flow-statistics"
          rowKey="modelId"
          pagination={false}
          dataSource={[...loaded.result.rows]}
          columns={[
            { title: '流程', dataIndex: 'modelName' },
            { title: '总数', dataIndex: 'total', width: 80 },
            ...(['pending', 'approved', 'rejected', 'withdrawn', 'revoked'] as const).map((status) => ({
              title: INSTANCE_STATUS_LABELS[status], key: status, width: 90, render: (_: unknown, row: FlowStatisticsRow) => row.byStatus[status],
            })),
            { title: '平均耗时', key: 'average', width: 110, render: (_, row) => formatDuration(row.averageHours) },
            {
              title: '各节点待处理', key: 'nodes',
              render: (_, row) => (row.pendingByNode.length === 0 ? '—' : (
                <Space wrap size={4}>{row.pendingByNode.map((n) => <Tag key={n.nodeName} color="orange">{n.nodeName} {n.count}</Tag>)}</Space>
              )),
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
