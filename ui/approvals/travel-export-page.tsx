import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Skeleton, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { DateRange } from '../../application/statistics/flow-statistics';
import { TravelExport, travelCsv, type TravelExportResult, type TravelRow } from '../../application/export/travel-export';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { downloadText } from '../hooks/download-text';
import { PageFrame } from '../shell/page-frame';
import { formatTime } from './format-time';
import { StatusTag } from './status-tag';
import { InstanceListExport } from './instance-list-export';
import { TRIP_MODEL } from '../../application/filler/launch-shortcuts';

const DAY = 'YYYY-MM-DD';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; result: TravelExportResult };

/** /travelDerivation (出差数据导出): the 出差 applications of a date range, one row each, saved as CSV. */
export default function TravelExportPage() {
  const travel = useService(TravelExport);
  const [range, setRange] = useState<DateRange>({});
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    travel.load(range).then(
      (result) => { if (live) setLoaded({ status: 'ready', result }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '出差数据加载失败') }); },
    );
    return () => { live = false; };
  }, [travel, range]);

  const picked: [Dayjs | null, Dayjs | null] = [range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null];
  const result = loaded.status === 'ready' ? loaded.result : undefined;
  const exportCsv = () => {
    if (!result) return;
    downloadText(`出差数据${range.from ? `_${range.from}` : ''}${range.to ? `_${range.to}` : ''}.csv`, travelCsv(result));
  };
  return (
    <PageFrame title="出差数据导出" extra={result?.isAdmin && (
      <Space>
        <InstanceListExport
          title="出差数据"
          source={{ kind: 'list', list: 'all', filters: { modelId: TRIP_MODEL.id, ...(range.from ? { createdFrom: range.from } : {}), ...(range.to ? { createdTo: range.to } : {}) } }}
          disabled={result.rows.length === 0}
        />
        <Button disabled={result.rows.length === 0} onClick={exportCsv}>导出 CSV</Button>
      </Space>
    )}>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          className="travel-dates"
          placeholder={['提交开始日期', '提交结束日期']}
          value={picked}
          onChange={(dates) => setRange({
            ...(dates?.[0] ? { from: dates[0].format(DAY) } : {}),
            ...(dates?.[1] ? { to: dates[1].format(DAY) } : {}),
          })}
        />
      </Space>
      {loaded.status === 'loading' && <Skeleton active paragraph={{ rows: 5 }} />}
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      {result && !result.isAdmin && (
        <Alert type="info" showIcon title="出差数据导出仅对出差流程的管理员开放" description="流程管理员在流程设计的「扩展设置」中指定。" />
      )}
      {result?.isAdmin && (
        <Table<TravelRow>
          className="travel-rows"
          rowKey="instanceId"
          size="middle"
          scroll={{ x: 'max-content' }}
          dataSource={[...result.rows]}
          locale={{ emptyText: '该时间段内没有出差申请' }}
          pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条` }}
          columns={[
            { title: '申请人', dataIndex: 'applicant', fixed: 'left', width: 90 },
            { title: '部门', dataIndex: 'department', width: 110 },
            { title: '状态', dataIndex: 'status', width: 90, render: (_, row) => <StatusTag item={row} /> },
            { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (at: string) => formatTime(at) },
            ...result.columns.map((c) => ({ title: c.title, key: c.id, render: (_: unknown, row: TravelRow) => row.fields[c.id] ?? '' })),
          ]}
        />
      )}
    </PageFrame>
  );
}
