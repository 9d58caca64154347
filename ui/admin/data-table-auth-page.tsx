import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Modal, Space, Table } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DataTableAdmin } from '../../application/admin/data-table-admin';
import { launchersText } from '../../application/admin/flow-permissions';
import { FormLibrary } from '../../application/admin/form-library';
import { failureText } from '../../application/shared/failure-text';
import type { DataTableSummary } from '../../application/ports/form-api';
import { OPEN_ACCESS, type DataTableAccess } from '../../domain/data-table';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';
import { MemberScopeField, useOrgDirectory } from '../org-picker';
import { PageFrame } from '../shell/page-frame';

interface Row { readonly table: DataTableSummary; readonly access?: DataTableAccess }

/**
 * /dataTableAuth[?id=] (数据表权限): for each data table, who may see its rows and log (可查看) and who may
 * change them in the table editor (可编辑); 设置 (or ?id=) opens the table's settings.
 */
export default function DataTableAuthPage() {
  const admin = useService(DataTableAdmin);
  const library = useService(FormLibrary);
  const directory = useOrgDirectory();
  const [params, setParams] = useSearchParams();
  const [rows, setRows] = useState<readonly Row[] | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const load = useCallback(async () => {
    try {
      const tables = await library.dataTables();
      setRows(await Promise.all(tables.map(async (table) => ({ table, access: await admin.access(table.id).catch(() => undefined) }))));
      setFailed(undefined);
    } catch (error) {
      setFailed(failureText(error, '数据表加载失败'));
    }
  }, [admin, library]);
  useEffect(() => { void load(); }, [load]);

  const editing = rows?.find((r) => r.table.id === params.get('id'));
  const words = (scope: DataTableAccess['viewers'] | undefined) => (scope && directory ? launchersText(scope, directory) : '');
  return (
    <PageFrame title="数据表权限">
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {params.get('id') && rows && !editing && <Alert type="warning" showIcon title="数据表不存在" style={{ marginBottom: 12 }} />}
      <Table<Row>
        className="data-table-auth"
        rowKey={(r) => r.table.id}
        loading={rows === undefined && !failed}
        dataSource={rows ? [...rows] : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有数据表' }}
        columns={[
          { title: '数据表', key: 'name', render: (_, r) => r.table.name },
          { title: '可查看', key: 'viewers', render: (_, r) => words(r.access?.viewers) },
          { title: '可编辑', key: 'editors', render: (_, r) => words(r.access?.editors) },
          { title: '操作', key: 'actions', width: 90, render: (_, r) => <Button size="small" onClick={() => setParams({ id: r.table.id })}>设置</Button> },
        ]}
      />
      {editing && (
        <AccessDialog key={editing.table.id} row={editing} onClose={() => setParams({})} onSaved={() => { setParams({}); void load(); }} />
      )}
    </PageFrame>
  );
}

function AccessDialog({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => void }) {
  const admin = useService(DataTableAdmin);
  const message = useAppMessage();
  const [access, setAccess] = useState<DataTableAccess>(row.access ?? OPEN_ACCESS);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const result = await admin.saveAccess(row.table.id, access, row.table.name);
    setSaving(false);
    if (!result.ok) { setProblems(result.messages); return; }
    message.success(result.message);
    onSaved();
  };
  return (
    <Modal open title={`数据表权限 - ${row.table.name}`} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save()} onCancel={onClose} width={640}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {problems.length > 0 && <Alert type="error" showIcon title={<>{problems.map((p) => <div key={p}>{p}</div>)}</>} />}
        <Card size="small" title="可查看（数据表详情、数据表日志）">
          <MemberScopeField label="可查看" value={access.viewers} onChange={(viewers) => setAccess({ ...access, viewers })} testId="viewers-scope" />
        </Card>
        <Card size="small" title="可编辑（表格编辑；可编辑的人也能查看）">
          <MemberScopeField label="可编辑" value={access.editors} onChange={(editors) => setAccess({ ...access, editors })} testId="editors-scope" />
        </Card>
      </Space>
    </Modal>
  );
}
