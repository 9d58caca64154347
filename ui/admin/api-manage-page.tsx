import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Select, Space, Tag } from 'antd';
import { ApiDefinitionsAdmin, type ApiDefinitionDraft } from '../../application/admin/api-definitions-admin';
import type { ApiDefinition } from '../../application/ports/api-definition-api';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { useRemoteList } from './use-remote-list';
import { RemoteListTable } from './remote-list-table';
import { useAppMessage } from '../hooks/app-message';

const EMPTY: ApiDefinitionDraft = { name: '', url: '', request_method: 'GET', request_content_type: 'application/json', params: [] };

/** /apiManage: remote API definitions (spec 3) with add, edit, start/stop and delete. */
export default function ApiManagePage() {
  const admin = useService(ApiDefinitionsAdmin);
  const state = useRemoteList(admin.list);
  const message = useAppMessage();
  const [editing, setEditing] = useState<{ id?: string; draft: ApiDefinitionDraft }>();
  const [form] = Form.useForm<ApiDefinitionDraft>();

  const open = (api?: ApiDefinition) => {
    const draft = api ? { name: api.name, url: api.url, request_method: api.request_method, request_content_type: api.request_content_type, params: api.params } : EMPTY;
    setEditing({ id: api?.id, draft });
    form.setFieldsValue(draft);
  };
  const submit = async () => {
    let values: ApiDefinitionDraft;
    try {
      values = await form.validateFields();
    } catch {
      // The form shows what is missing under each field; a refusal is not an error to report (nor to leak as
      // an unhandled rejection).
      return;
    }
    try {
      await admin.save({ ...values, params: values.params ?? [] }, editing?.id);
      setEditing(undefined);
      void message.success('已保存');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '保存失败');
    }
  };

  return (
    <PageFrame title="接口管理" extra={<Button type="primary" onClick={() => open()}>新增接口</Button>}>
      <RemoteListTable<ApiDefinition, typeof state.query>
        list={admin.list}
        state={state}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '地址', dataIndex: 'url', ellipsis: true },
          { title: '方法', dataIndex: 'request_method', width: 80 },
          { title: '参数', key: 'params', render: (_, api) => api.params.map((p) => <Tag key={p.name} color={p.input ? 'blue' : undefined}>{p.name}</Tag>) },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => (s === 'Active' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作', key: 'actions', width: 200,
            render: (_, api) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(api)}>编辑</Button>
                <Button type="link" size="small" onClick={() => void admin.setActive(api.id, api.status !== 'Active')}>{api.status === 'Active' ? '停用' : '启用'}</Button>
                <Popconfirm title="确定删除该接口吗？" onConfirm={() => admin.remove(api.id)}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal title={editing?.id ? '编辑接口' : '新增接口'} open={!!editing} onOk={() => void submit()} onCancel={() => setEditing(undefined)} width={640} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={EMPTY}>
          <Form.Item name="name" label="接口名称" rules={[{ required: true, message: '请输入接口名称' }]}><Input /></Form.Item>
          <Form.Item name="url" label="接口地址" rules={[{ required: true, message: '请输入接口地址' }]}><Input placeholder="/api/baseinfo/get_staff_list" /></Form.Item>
          <Space>
            <Form.Item name="request_method" label="请求方法"><Select style={{ width: 120 }} options={['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m }))} /></Form.Item>
            <Form.Item name="request_content_type" label="内容类型"><Select style={{ width: 260 }} options={[{ value: 'application/json' }, { value: 'application/x-www-form-urlencoded' }]} /></Form.Item>
          </Space>
          <Form.List name="params">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: '参数名不能为空' }]}><Input placeholder="参数名" /></Form.Item>
                    <Form.Item name={[field.name, 'value']}><Input placeholder="默认值" /></Form.Item>
                    <Form.Item name={[field.name, 'input']} valuePropName="checked"><Checkbox>输入参数</Checkbox></Form.Item>
                    <Button type="link" danger onClick={() => remove(field.name)}>移除</Button>
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ name: '', value: '', input: false })} block>添加参数</Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </PageFrame>
  );
}
