import { useEffect, useState } from 'react';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EVERYONE_LABEL, FlowPermissions, type FlowPermissionRow } from '../../application/admin/flow-permissions';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { RightsGrantsSection } from './rights-grants-section';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: FlowPermissionRow[] };

/**
 * /flowcompetenceIndex (流程权限) and /flowcompetencemanagement (流程权限管理): who holds which admin right (权限分配,
 * given and taken back on the management page), then who may launch and who administers each flow; the
 * management page links each to the designer tab that changes it.
 */
export default function FlowPermissionsPage({ manage = false }: { manage?: boolean }) {
  const permissions = useService(FlowPermissions);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    permissions.load().then(
      (rows) => { if (live) setLoaded({ status: 'ready', rows }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '流程权限加载失败') }); },
    );
    return () => { live = false; };
  }, [permissions]);

  return (
    <PageFrame title={manage ? '流程权限管理' : '流程权限'}>
      <RightsGrantsSection manage={manage} />
      <Typography.Title level={5}>流程的发起人与管理员</Typography.Title>
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} style={{ marginBottom: 12 }} />}
      <Table<FlowPermissionRow>
        className="flow-permissions"
        rowKey="modelId"
        loading={loaded.status === 'loading'}
        dataSource={loaded.status === 'ready' ? loaded.rows : []}
        pagination={false}
        columns={[
          { title: '流程', dataIndex: 'modelName', width: 140 },
          { title: '分类', dataIndex: 'categoryName', width: 90 },
          {
            title: '状态', key: 'status', width: 110,
            render: (_, row) => (!row.published ? <Tag>未发布</Tag> : row.status === 'stopped' ? <Tag color="default">已停用</Tag> : <Tag color="green">启用中</Tag>),
          },
          { title: '谁可以发起', dataIndex: 'launchers', render: (text: string) => (text === EVERYONE_LABEL ? <Tag color="blue">{text}</Tag> : text) },
          { title: '流程管理员', key: 'admins', render: (_, row) => (row.admins.length > 0 ? row.admins.join('、') : <Tag color="orange">未设置</Tag>) },
          ...(manage ? [{
            title: '操作', key: 'actions', width: 200,
            render: (_: unknown, row: FlowPermissionRow) => (
              <Space size={12}>
                <Link to={`/flow-set/${encodeURIComponent(row.modelId)}/appPublish`}>修改发起人</Link>
                <Link to={`/flow-set/${encodeURIComponent(row.modelId)}/expansionSetting`}>修改管理员</Link>
              </Space>
            ),
          }] : []),
        ]}
      />
    </PageFrame>
  );
}
