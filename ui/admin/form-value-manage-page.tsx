import { useState } from 'react';
import { Button, Input, Modal, Space, Tag } from 'antd';
import { FormValuesAdmin } from '../../application/admin/form-values-admin';
import type { FormValue } from '../../application/ports/form-value-api';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { useRemoteList } from './use-remote-list';
import { RemoteListTable } from './remote-list-table';
import { useAppMessage } from '../hooks/app-message';

/** /formValueManage: reusable option lists, edited one value per line. */
export default function FormValueManagePage() {
  const admin = useService(FormValuesAdmin);
  const state = useRemoteList(admin.list);
  const message = useAppMessage();
  const [editing, setEditing] = useState<{ id?: string; name: string; lines: string }>();

  const submit = async () => {
    if (!editing) return;
    try {
      await admin.save(editing.name, editing.lines, editing.id);
      setEditing(undefined);
      void message.success('已保存');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '保存失败');
    }
  };

  return (
    <PageFrame title="表单值管理" extra={<Button type="primary" onClick={() => setEditing({ name: '', lines: '' })}>新增表单值</Button>}>
      <RemoteListTable<FormValue, typeof state.query>
        list={admin.list}
        state={state}
        columns={[
          { title: '名称', dataIndex: 'name', width: 200 },
          { title: '选项值', key: 'data', render: (_, value) => <Space wrap size={4}>{value.data.slice(0, 12).map((item) => <Tag key={item.value}>{item.value}</Tag>)}{value.data.length > 12 && <span>等 {value.data.length} 项</span>}</Space> },
          { title: '操作', key: 'actions', width: 100, render: (_, value) => <Button type="link" size="small" onClick={() => setEditing({ id: value.id, name: value.name, lines: value.data.map((d) => d.value).join('\n') })}>编辑</Button> },
        ]}
      />
      <Modal title={editing?.id ? '编辑表单值' : '新增表单值'} open={!!editing} onOk={() => void submit()} onCancel={() => setEditing(undefined)} destroyOnHidden>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input placeholder="名称" value={editing?.name} onChange={(e) => setEditing((s) => s && { ...s, name: e.target.value })} />
          <Input.TextArea rows={10} placeholder="每行一个选项值" value={editing?.lines} onChange={(e) => setEditing((s) => s && { ...s, lines: e.target.value })} />
        </Space>
      </Modal>
    </PageFrame>
  );
}
