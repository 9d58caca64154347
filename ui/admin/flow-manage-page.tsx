import { Alert, Button, Input, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FlowCatalogAdmin, type FlowRow } from '../../application/admin/flow-catalog-admin';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { useRemoteList } from './use-remote-list';

/** /flowManage: every flow with its category and status; 设计表单 opens the designer at /flow-set/:id/. */
export default function FlowManagePage() {
  const admin = useService(FlowCatalogAdmin);
  const state = useRemoteList(admin.list);
  const navigate = useNavigate();
  return (
    <PageFrame
      title="流程管理"
      extra={<Input.Search placeholder="搜索流程或分类" allowClear style={{ width: 260 }} onSearch={(keyword) => void admin.list.load({ keyword })} />}
    >
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      <Table<FlowRow>
        rowKey="id"
        loading={state.loading}
        dataSource={[...state.items]}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '流程名称', dataIndex: 'name' },
          { title: '分类', dataIndex: 'categoryName', width: 140 },
          { title: '说明', dataIndex: 'description', ellipsis: true },
          {
            title: '状态', dataIndex: 'status', width: 90,
            render: (status: FlowRow['status']) => (status === 'active' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '操作', key: 'actions', width: 200,
            render: (_, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => navigate(`/flow-set/${row.id}/frameset`)}>设计表单</Button>
                <Button type="link" size="small" onClick={() => void admin.setActive(row.id, row.status !== 'active')}>
                  {row.status === 'active' ? '停用' : '启用'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
