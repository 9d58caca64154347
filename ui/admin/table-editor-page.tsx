import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTableAdmin } from '../../application/admin/data-table-admin';
import { cellAddress, type EditorRow, type TableEditor, type TableEditorState } from '../../application/admin/table-editor';
import { useAppMessage } from '../hooks/app-message';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { StatusResult } from '../shell/status-result';
import { dataTableDetailUrl } from './data-table-links';
import './table-editor-page.css';

const LEAVE_WARNING = '表格有未保存的修改，离开后将丢失';
const PAGE_SIZE = 50;

/** /tableEditor?id= (表格编辑, outside the main layout): change a data table's rows cell by cell, then save once. */
export default function TableEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) {
    const back = <Link to="/dataTable"><Button>返回数据表列表</Button></Link>;
    return <PageFrame title="表格编辑"><StatusResult status="info" title="请从数据表列表中选择要编辑的数据表" extra={back} /></PageFrame>;
  }
  return <TableEditorView key={id} id={id} />;
}

function useEditor(id: string): [TableEditor, TableEditorState] {
  const admin = useService(DataTableAdmin);
  const editor = useMemo(() => admin.openEditor(id), [admin, id]);
  useEffect(() => { void editor.load(); }, [editor]);
  return [editor, useObservableValue(editor.state$, editor.snapshot)];
}

/** The browser's own prompt before a reload or close loses typed changes. */
function useUnloadGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => { event.preventDefault(); event.returnValue = ''; };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

function TableEditorView({ id }: { id: string }) {
  const [editor, state] = useEditor(id);
  const message = useAppMessage();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  useUnloadGuard(state.dirty);

  if (state.status === 'loading') return <PageFrame title="表格编辑"><Skeleton active /></PageFrame>;
  if (state.status === 'failed') {
    const back = <Link to="/dataTable"><Button>返回数据表列表</Button></Link>;
    return <PageFrame title="表格编辑"><StatusResult status="warning" title="数据表不存在或无法加载" subTitle={state.message} extra={back} /></PageFrame>;
  }

  const errorCount = Object.keys(state.errors).length;
  const leave = () => navigate(dataTableDetailUrl(id));
  const save = async () => {
    const result = await editor.save();
    if (result.ok) message.success(result.message);
    else message.error(result.message);
  };
  const reloadKeeping = async () => {
    const result = await editor.reloadKeeping();
    if (result.ok) message.success(result.message);
    else message.error(result.message);
  };
  const addRow = () => {
    editor.addRow();
    setPage(Math.ceil((state.rows.length + 1) / PAGE_SIZE));
  };

  const actions = (
    <Space wrap>
      {state.dirty
        ? <Popconfirm title={LEAVE_WARNING} okText="离开" cancelText="留下" onConfirm={leave}><Button>返回</Button></Popconfirm>
        : <Button onClick={leave}>返回</Button>}
      {state.mayEdit && <Button onClick={addRow}>新增行</Button>}
      {state.mayEdit && (
        <Popconfirm title="放弃所有未保存的修改？" okText="放弃修改" cancelText="取消" onConfirm={() => editor.discard()} disabled={!state.dirty}>
          <Button disabled={!state.dirty}>放弃修改</Button>
        </Popconfirm>
      )}
      {state.mayEdit && <Button type="primary" loading={state.saving} disabled={!state.dirty} onClick={() => void save()}>保存</Button>}
    </Space>
  );

  return (
    <PageFrame title={`表格编辑 - ${state.name}`} extra={actions}>
      {!state.mayEdit && <Alert className="table-editor-alert" type="info" showIcon title="你没有编辑该数据表的权限，只能查看" />}
      {state.conflict && (
        <Alert className="table-editor-alert" type="warning" showIcon title="数据表已被他人修改"
          description="你的修改仍保留在页面上。载入最新数据后，你的修改会放在对应的行上，再保存即可。"
          action={<Button size="small" onClick={() => void reloadKeeping()}>载入最新数据并保留我的修改</Button>} />
      )}
      {errorCount > 0 && <Alert className="table-editor-alert" type="error" showIcon title={`有 ${errorCount} 个单元格填写不正确，请先改正`} />}
      {state.dirty && <Tag color="orange" className="table-editor-dirty">有未保存的修改</Tag>}
      <Table<EditorRow>
        className="table-editor"
        rowKey="key"
        size="small"
        scroll={{ x: 'max-content' }}
        dataSource={[...state.rows]}
        rowClassName={(row) => (row.deleted ? 'table-editor-deleted' : row.origin === undefined ? 'table-editor-new' : '')}
        locale={{ emptyText: '该数据表还没有数据' }}
        pagination={{ pageSize: PAGE_SIZE, current: page, onChange: setPage, showTotal: (total) => `共 ${total} 行`, hideOnSinglePage: true }}
        columns={[
          {
            title: '序号', key: 'index', width: 64, align: 'center',
            render: (_, row, index) => (row.origin === undefined ? <Tag color="green">新</Tag> : (page - 1) * PAGE_SIZE + index + 1),
          },
          ...state.fields.map((field) => ({
            title: field.title, key: field.name,
            render: (_: unknown, row: EditorRow) => {
              const error = state.errors[cellAddress(row.key, field.name)];
              const text = row.cells[field.name] ?? '';
              if (!state.mayEdit || row.deleted) return <span className="table-editor-text">{text}</span>;
              return (
                <div className="table-editor-cell">
                  <Input
                    aria-label={field.title}
                    value={text}
                    status={error ? 'error' : undefined}
                    placeholder={field.type === 'date' ? 'YYYY-MM-DD' : undefined}
                    inputMode={field.type === 'number' ? 'decimal' : undefined}
                    onChange={(event) => editor.setCell(row.key, field.name, event.target.value)}
                  />
                  {error && <div className="table-editor-error" role="alert">{error}</div>}
                </div>
              );
            },
          })),
          ...(state.mayEdit ? [{
            title: '操作', key: 'actions', width: 132,
            render: (_: unknown, row: EditorRow) => (row.deleted
              ? <Button size="small" type="link" onClick={() => editor.restoreRow(row.key)}>恢复</Button>
              : (
                <Space size={0}>
                  <Button size="small" type="link" onClick={() => editor.copyRow(row.key)}>复制</Button>
                  <Button size="small" type="link" danger onClick={() => editor.deleteRow(row.key)}>删除</Button>
                </Space>
              )),
          }] : []),
        ]}
      />
    </PageFrame>
  );
}
