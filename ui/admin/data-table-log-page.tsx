import { useEffect, useState } from 'react';
import { Alert, Select, Space, Table } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DataTableAdmin } from '../../application/admin/data-table-admin';
import { FormLibrary } from '../../application/admin/form-library';
import type { DataTableLogEntry } from '../../application/ports/data-table-api';
import type { DataTableSummary } from '../../application/ports/form-api';
import { describeRowChange } from '../../domain/data-table';
import { formatTime } from '../approvals/format-time';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

const ALL = '';

/** /dataTableLog[?tableId=] (数据表日志): every save of the table editor, newest first, row by row. */
export default function DataTableLogPage() {
  const admin = useService(DataTableAdmin);
  const library = useService(FormLibrary);
  const [params, setParams] = useSearchParams();
  const tableId = params.get('tableId') ?? ALL;
  const log = useObservableValue(admin.log.state$, admin.log.snapshot);
  const [tables, setTables] = useState<readonly DataTableSummary[]>([]);
  useEffect(() => {
    library.dataTables().then((all) => setTables(all.filter((t) => t.mayView !== false)), () => undefined);
  }, [library]);
  useEffect(() => { void admin.showLog(tableId || undefined); }, [admin, tableId]);

  const picker = (
    <Select<string>
      aria-label="数据表"
      style={{ minWidth: 180 }}
      value={tableId}
      onChange={(value) => setParams(value ? { tableId: value } : {})}
      options={[{ value: ALL, label: '全部数据表' }, ...tables.map((t) => ({ value: t.id, label: t.name }))]}
    />
  );
  return (
    <PageFrame title="数据表日志" extra={picker}>
      {log.error && <Alert type="error" showIcon title={log.error} style={{ marginBottom: 12 }} />}
      <Table<DataTableLogEntry>
        className="data-table-log"
        rowKey="id"
        loading={log.loading}
        dataSource={[...log.items]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有修改记录' }}
        pagination={{
          current: log.query.page + 1, pageSize: log.query.pageSize, total: log.total, showTotal: (total) => `共 ${total} 次保存`,
          onChange: (page, pageSize) => void admin.log.load({ ...log.query, page: page - 1, pageSize }),
        }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => formatTime(at) },
          { title: '数据表', dataIndex: 'tableName', width: 140 },
          { title: '操作人', dataIndex: 'userName', width: 100 },
          {
            title: '修改内容', key: 'changes',
            render: (_, entry) => (
              <Space orientation="vertical" size={2}>
                {entry.changes.map((change, i) => <span key={i} className={`data-table-change-${change.kind}`}>{describeRowChange(change)}</span>)}
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
