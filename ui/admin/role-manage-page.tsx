import { useEffect, useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { ROLE_NAME_LIMIT, RoleManager, type RoleDraft } from '../../application/admin/role-manager';
import type { AssigneeRole } from '../../application/ports/assignee-role-api';
import { useAppMessage } from '../hooks/app-message';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { MemberSelect, useOrgDirectory } from '../org-picker';
import { PageFrame } from '../shell/page-frame';

const EMPTY: RoleDraft = { name: '', description: '', userIds: [] };

/**
 * /role-manage: the roles flows route to (人事专员, 财务复核, IT 管理员…). 新增 / 编辑 in a dialog (name,
 * description, members from the staff picker); 删除 after a confirmation — refused, with the flows named, while
 * a flow uses the role.
 */
export default function RoleManagePage() {
  const manager = useService(RoleManager);
  const state = useObservableValue(manager.state$, manager.getSnapshot());
  const directory = useOrgDirectory();
  const message = useAppMessage();
  const [editing, setEditing] = useState<RoleDraft | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => { void manager.load(); }, [manager]);

  const open = (draft: RoleDraft) => { setProblem(undefined); setEditing(draft); };
  const save = async () => {
    if (!editing) return;
    const result = await manager.save(editing);
    if (result.ok) {
      setEditing(undefined);
      void message.success(result.message);
    } else {
      setProblem(result.message);
    }
  };
  const remove = async (role: AssigneeRole) => {
    const result = await manager.remove(role.id);
    // A refusal (该角色正在被流程使用：…) is already shown by the app's error toasts (spec 8).
    if (result.ok) void message.success(result.message);
  };

  return (
    <PageFrame title="角色管理" extra={<Button type="primary" className="role-add" onClick={() => open(EMPTY)}>新增角色</Button>}>
      <Table<AssigneeRole>
        className="role-table"
        rowKey="id"
        loading={state.loading}
        dataSource={[...state.roles]}
        pagination={false}
        locale={{ emptyText: state.failed ? '加载失败' : '暂无角色' }}
        columns={[
          { title: '角色名称', dataIndex: 'name', width: 180 },
          { title: '描述', dataIndex: 'description', render: (text: string) => text || <Typography.Text type="secondary">-</Typography.Text> },
          {
            title: '成员', key: 'members',
            render: (_, role) => (role.userIds.length === 0 ? <Typography.Text type="secondary">暂无成员</Typography.Text>
              : <Space wrap size={4}>{role.userIds.map((id) => <Tag key={id}>{directory?.userName(id) ?? id}</Tag>)}</Space>),
          },
          {
            title: '操作', key: 'actions', width: 140,
            render: (_, role) => (
              <Space>
                <Button type="link" size="small" className="role-edit" onClick={() => open({ ...role })}>编辑</Button>
                <Popconfirm title={`确定删除角色「${role.name}」吗？`} okText="删除" cancelText="取消" onConfirm={() => remove(role)}>
                  <Button type="link" size="small" danger className="role-delete">删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? '编辑角色' : '新增角色'}
        open={!!editing}
        className="role-dialog"
        okText="保存"
        cancelText="取消"
        confirmLoading={state.saving}
        onOk={() => void save()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        {editing && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <label>
              <div>角色名称</div>
              <Input aria-label="角色名称" maxLength={ROLE_NAME_LIMIT} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} />
            </label>
            <label>
              <div>描述</div>
              <Input.TextArea aria-label="描述" rows={2} maxLength={200} value={editing.description} onChange={(e) => setEditing({ ...editing, description: e.target.value })} />
            </label>
            <div>
              <div>成员</div>
              <MemberSelect value={editing.userIds} onChange={(userIds) => setEditing({ ...editing, userIds })} label="选择成员" />
            </div>
            {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
          </Space>
        )}
      </Modal>
    </PageFrame>
  );
}
