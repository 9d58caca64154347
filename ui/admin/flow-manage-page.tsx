import { useEffect, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FlowCatalogAdmin, type FlowRow } from '../../application/admin/flow-catalog-admin';
import { failureText } from '../../application/shared/failure-text';
import type { FlowModel, FlowModelDraft } from '../../application/ports/flow-model-api';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { NewFlowDialog } from './new-flow-dialog';
import { ImportBpmnDialog } from './import-bpmn-dialog';
import { useRemoteList } from './use-remote-list';

const designerUrl = (id: string) => `/flow-set/${id}/frameset`;

/**
 * /flowManage: every flow with its category and status; 设计表单 opens the designer at /flow-set/:id/;
 * 新建流程 (then the designer on the new flow), 复制 (a new unpublished flow), 预览, 版本 (版本记录: compare, 回滚,
 * 迁移), 删除 (refused while the
 * flow has instances: stop it instead), each asked first; 导入 BPMN creates a flow from a BPMN file (docs/BPMN.md).
 */
export default function FlowManagePage() {
  const admin = useService(FlowCatalogAdmin);
  const state = useRemoteList(admin.list);
  const navigate = useNavigate();
  const message = useAppMessage();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [categories, setCategories] = useState<ReadonlyArray<{ id: string; name: string }>>([]);
  useEffect(() => {
    let live = true;
    admin.categories().then((list) => { if (live) setCategories(list); }, () => undefined);
    return () => { live = false; };
  }, [admin]);

  const create = async (draft: FlowModelDraft) => {
    try {
      const model = await admin.create(draft);
      setCreating(false);
      void message.success(`已新建流程「${model.name}」`);
      navigate(designerUrl(model.id));
    } catch (error) {
      throw new Error(failureText(error, '新建失败，请稍后重试'));
    }
  };
  const imported = (model: FlowModel) => {
    setImporting(false);
    void message.success(`已导入流程「${model.name}」`);
    navigate(`/flow-set/${model.id}/flowEditor`);
  };
  const copy = async (row: FlowRow) => {
    try {
      const model = await admin.copy(row.id);
      void message.success(`已复制为「${model.name}」（未发布）`);
    } catch (error) {
      void message.error(failureText(error, '复制失败，请稍后重试'));
    }
  };
  const remove = async (row: FlowRow) => {
    try {
      await admin.remove(row.id);
      void message.success(`已删除流程「${row.name}」`);
    } catch (error) {
      void message.error(failureText(error, '删除失败，请稍后重试'));
    }
  };

  return (
    <PageFrame
      title="流程管理"
      extra={(
        <Space wrap>
          <Input.Search placeholder="搜索流程或分类" allowClear style={{ width: 260 }} onSearch={(keyword) => void admin.list.load({ keyword })} />
          <Button onClick={() => setImporting(true)}>导入 BPMN</Button>
          <Button type="primary" onClick={() => setCreating(true)}>新建流程</Button>
        </Space>
      )}
    >
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      <Table<FlowRow>
        rowKey="id"
        loading={state.loading}
        dataSource={[...state.items]}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          // A long word wraps rather than widen the page past the window (issue 43 #7).
          { title: '流程名称', dataIndex: 'name', onCell: () => ({ style: { overflowWrap: 'anywhere' } }) },
          { title: '分类', dataIndex: 'categoryName', width: 120 },
          { title: '说明', dataIndex: 'description', ellipsis: true },
          {
            title: '状态', key: 'status', width: 130,
            render: (_, row) => (
              <Space size={4}>
                {row.status === 'active' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
                {row.publishedVersion > 0 ? null : <Tag color="orange">未发布</Tag>}
              </Space>
            ),
          },
          {
            title: '操作', key: 'actions', width: 370,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => navigate(designerUrl(row.id))}>设计表单</Button>
                <Button type="link" size="small" href={`/show-flow-preview?modelId=${encodeURIComponent(row.id)}`} target="_blank">预览</Button>
                <Button type="link" size="small" aria-label={`版本 ${row.name}`} onClick={() => navigate(`/flowVersions?modelId=${encodeURIComponent(row.id)}`)}>版本</Button>
                {/* The last column reaches the right edge: confirmations open leftwards, with room (issue 43 #7). */}
                <Popconfirm placement="topRight" title={`复制流程「${row.name}」？`} description="表单、流程和设置将复制为一个未发布的新流程" okText="复制" cancelText="取消" onConfirm={() => copy(row)}>
                  <Button type="link" size="small" aria-label={`复制 ${row.name}`}>复制</Button>
                </Popconfirm>
                <Button type="link" size="small" onClick={() => void admin.setActive(row.id, row.status !== 'active')}>
                  {row.status === 'active' ? '停用' : '启用'}
                </Button>
                <Popconfirm placement="topRight" title={`删除流程「${row.name}」？`} description="删除后不可恢复；已有审批记录的流程不能删除，只能停用" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove(row)}>
                  <Button type="link" size="small" danger aria-label={`删除 ${row.name}`}>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <NewFlowDialog open={creating} categories={categories} onCreate={create} onClose={() => setCreating(false)} />
      {/* Mounted only while open: the import's use case (and bpmn-moddle) are asked for by 导入 BPMN alone. */}
      {importing && <ImportBpmnDialog open categories={categories} onImported={imported} onClose={() => setImporting(false)} />}
    </PageFrame>
  );
}
