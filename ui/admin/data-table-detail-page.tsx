import { useEffect, useState } from 'react';
import { Button, Skeleton, Space, Table } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { FormLibrary } from '../../application/admin/form-library';
import { failureText } from '../../application/shared/failure-text';
import type { DataTable } from '../../application/ports/form-api';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { StatusResult } from '../shell/status-result';
import { dataTableLogUrl, tableEditorUrl } from './data-table-links';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; table: DataTable };

/** Rows have no id of their own: their position keys them (a name no field uses). */
const ROW_KEY = '__row';

const back = <Link to="/dataTable"><Button>返回数据表列表</Button></Link>;

/** /dataTableDetail?id= (数据表详情): one data table's rows under its field titles. */
export default function DataTableDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) {
    return <PageFrame title="数据表详情"><StatusResult status="info" title="请从数据表列表中选择一个数据表" extra={back} /></PageFrame>;
  }
  return <DataTableRows key={id} id={id} />;
}

function DataTableRows({ id }: { id: string }) {
  const library = useService(FormLibrary);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    library.dataTable(id).then(
      (table) => { if (live) setLoaded({ status: 'ready', table }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '数据表加载失败') }); },
    );
    return () => { live = false; };
  }, [library, id]);
  if (loaded.status === 'loading') return <PageFrame title="数据表详情"><Skeleton active /></PageFrame>;
  if (loaded.status === 'failed') {
    return <PageFrame title="数据表详情"><StatusResult status="warning" title="数据表不存在或无法加载" subTitle={loaded.message} extra={back} /></PageFrame>;
  }
  const { table } = loaded;
  if (table.mayView === false) {
    return <PageFrame title="数据表详情"><StatusResult status="403" title="你没有查看该数据表的权限" subTitle="请联系管理员在「数据表权限」中把你加入可查看的范围" extra={back} /></PageFrame>;
  }
  const actions = (
    <Space wrap>
      {back}
      <Link to={dataTableLogUrl(id)}><Button>修改日志</Button></Link>
      {table.mayEdit !== false && <Link to={tableEditorUrl(id)}><Button type="primary">编辑数据</Button></Link>}
    </Space>
  );
  return (
    <PageFrame title={`数据表详情 - ${table.name}`} extra={actions}>
      <Table<Readonly<Record<string, unknown>>>
        className="data-table-rows"
        rowKey={ROW_KEY}
        dataSource={table.rows.map((row, index) => ({ ...row, [ROW_KEY]: index }))}
        locale={{ emptyText: '该数据表还没有数据' }}
        pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 行` }}
        columns={table.fields.map((f) => ({
          title: f.title, key: f.name, align: f.type === 'number' ? 'right' as const : 'left' as const,
          render: (_: unknown, row: Readonly<Record<string, unknown>>) => (row[f.name] === undefined || row[f.name] === null ? '' : String(row[f.name])),
        }))}
      />
    </PageFrame>
  );
}
