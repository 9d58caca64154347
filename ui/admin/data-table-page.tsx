import { useEffect, useState } from 'react';
import { Alert, Space, Table } from 'antd';
import { Link } from 'react-router-dom';
import { FormLibrary } from '../../application/admin/form-library';
import { failureText } from '../../application/shared/failure-text';
import type { DataTableSummary } from '../../application/ports/form-api';
import { useService } from '../hooks/use-service';
import { allows } from '../../application/shell/my-rights';
import { PageFrame } from '../shell/page-frame';
import { useMyRights } from '../shell/use-my-rights';
import { dataTableAuthUrl, dataTableDetailUrl, dataTableLogUrl, tableEditorUrl } from './data-table-links';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; tables: DataTableSummary[] };


/** /dataTable (数据表): the data tables remote controls read, with their size; a name opens the rows. */
export default function DataTablePage() {
  const library = useService(FormLibrary);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // 权限 opens /dataTableAuth, which needs the 数据表 admin right: offered only to those who hold it (issue 43 #15).
  const rights = useMyRights();
  const mayGrant = rights.status === 'ready' && allows(rights.rights, 'dataTable');
  useEffect(() => {
    let live = true;
    library.dataTables().then(
      (tables) => { if (live) setLoaded({ status: 'ready', tables }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '数据表加载失败') }); },
    );
    return () => { live = false; };
  }, [library]);
  return (
    <PageFrame title="数据表">
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} style={{ marginBottom: 12 }} />}
      <Table<DataTableSummary>
        className="data-tables"
        rowKey="id"
        loading={loaded.status === 'loading'}
        dataSource={loaded.status === 'ready' ? loaded.tables : []}
        locale={{ emptyText: '还没有数据表' }}
        pagination={false}
        columns={[
          { title: '数据表', dataIndex: 'name', render: (name: string, t) => <Link to={dataTableDetailUrl(t.id)}>{name}</Link> },
          { title: '字段数', dataIndex: 'fieldCount', width: 100 },
          { title: '行数', dataIndex: 'rowCount', width: 100 },
          {
            title: '操作', key: 'actions', width: 240,
            render: (_, t) => (
              <Space size={12} wrap>
                {t.mayView !== false && <Link to={dataTableDetailUrl(t.id)}>查看数据</Link>}
                {t.mayEdit !== false && <Link to={tableEditorUrl(t.id)}>编辑数据</Link>}
                {t.mayView !== false && <Link to={dataTableLogUrl(t.id)}>日志</Link>}
                {mayGrant && <Link to={dataTableAuthUrl(t.id)}>权限</Link>}
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
