import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import {
  OPERATION_LABELS, OperationLog, filterOperationLog, operationLabel, operationLogCsv, type OperationLogFilter,
} from '../../application/admin/operation-log';
import { failureText } from '../../application/shared/failure-text';
import type { OperationLogRecord } from '../../application/ports/operation-log-api';
import { downloadText } from '../hooks/download-text';
import { operationLogSheet } from '../../application/export/operation-log-sheet';
import { ExportXlsxButton } from '../export/export-xlsx-button';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

const DAY = 'YYYY-MM-DD';
const PAGE_SIZE = 20;

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; records: OperationLogRecord[] };

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** A text filter of the log (操作人, 对象): applied on Enter or the search button. */
function TextFilter({ label, className, onSearch }: { label: string; className: string; onSearch: (text: string) => void }) {
  return <Input.Search aria-label={label} className={className} placeholder={label} allowClear style={{ width: 180 }} onSearch={onSearch} />;
}

/**
 * /operationLog (操作日志): who changed what and when with its before → after, newest first, filtered by operator,
 * operation, object and date; 导出 CSV saves what the filters show.
 */
export default function OperationLogPage() {
  const log = useService(OperationLog);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filter, setFilter] = useState<OperationLogFilter>({});
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    log.list().then(
      (records) => { if (live) setLoaded({ status: 'ready', records }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '操作日志加载失败') }); },
    );
    return () => { live = false; };
  }, [log, round]);

  const shown = useMemo(() => (loaded.status === 'ready' ? filterOperationLog(loaded.records, filter) : []), [loaded, filter]);
  const dates: [Dayjs | null, Dayjs | null] = [filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null];

  return (
    <PageFrame title="操作日志">
      <Space wrap style={{ marginBottom: 16 }}>
        <TextFilter label="操作人" className="log-who" onSearch={(who) => setFilter((f) => ({ ...f, who }))} />
        <Select
          aria-label="操作"
          className="log-action"
          placeholder="全部操作"
          allowClear
          style={{ width: 160 }}
          value={filter.action}
          options={Object.entries(OPERATION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(action?: string) => setFilter((f) => ({ ...f, action }))}
        />
        <TextFilter label="对象" className="log-target" onSearch={(target) => setFilter((f) => ({ ...f, target }))} />
        <DatePicker.RangePicker
          className="log-dates"
          placeholder={['开始日期', '结束日期']}
          value={dates}
          onChange={(days) => setFilter((f) => ({ ...f, from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) }))}
        />
        <Button onClick={() => setRound((n) => n + 1)}>刷新</Button>
        <Button className="log-export" disabled={shown.length === 0} onClick={() => downloadText(`操作日志_${dayjs().format('YYYYMMDDHHmm')}.csv`, operationLogCsv(shown, (at) => dayjs(at).format(TIME)))}>导出 CSV</Button>
        <ExportXlsxButton
          fileName="操作日志"
          empty={operationLogSheet([])}
          disabled={shown.length === 0}
          run={async (sink, onProgress) => {
            sink.add([operationLogSheet(shown)]);
            onProgress({ done: shown.length, total: shown.length });
            return shown.length;
          }}
        />
      </Space>
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} style={{ marginBottom: 12 }} />}
      <Table<OperationLogRecord>
        className="operation-log"
        rowKey="id"
        size="middle"
        loading={loaded.status === 'loading'}
        dataSource={shown}
        locale={{ emptyText: loaded.status === 'ready' && loaded.records.length > 0 ? '没有符合条件的操作' : '还没有操作记录' }}
        pagination={{ pageSize: PAGE_SIZE, showTotal: (total) => `共 ${total} 条`, hideOnSinglePage: false }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => dayjs(at).format(TIME) },
          { title: '操作人', dataIndex: 'userName', width: 120 },
          { title: '操作', dataIndex: 'action', width: 140, render: (action: string) => operationLabel(action) },
          { title: '对象', dataIndex: 'target', width: 160 },
          { title: '变更', dataIndex: 'change', render: (change?: string) => change ?? '' },
          { title: '说明', dataIndex: 'detail', render: (detail?: string) => detail ?? '' },
        ]}
      />
    </PageFrame>
  );
}
