import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { RightsAdmin, type GrantLine, type RightsOverview } from '../../application/admin/rights-admin';
import type { GrantDraft } from '../../application/ports/permission-api';
import { failureText } from '../../application/shared/failure-text';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';
import { GrantDialog } from './grant-dialog';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; overview: RightsOverview };

/**
 * 权限分配 (issue 25): every admin right given to roles and people. On the management page the caller gives
 * and takes back what they hold (the backend refuses the rest); on 流程权限 it is read only.
 */
export function RightsGrantsSection({ manage }: { manage: boolean }) {
  const admin = useService(RightsAdmin);
  const message = useAppMessage();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState<GrantDraft | undefined>();

  const load = useCallback(() => {
    admin.load().then(
      (overview) => setLoaded({ status: 'ready', overview }),
      (error: unknown) => setLoaded({ status: 'failed', message: failureText(error, '权限分配加载失败') }),
    );
  }, [admin]);
  useEffect(load, [load]);

  const overview = loaded.status === 'ready' ? loaded.overview : undefined;
  const grantable = overview?.rights.filter((r) => r.mayGrant) ?? [];
  const save = async (grant: GrantDraft) => {
    await admin.save(grant);
    setEditing(undefined);
    void message.success('授权已保存');
    load();
  };
  const remove = async (grant: GrantLine) => {
    try {
      await admin.remove(grant.id);
      void message.success('授权已收回');
      load();
    } catch {
      // The refusal (至少需要保留一名系统管理员) is shown by the app's error toasts (spec 8).
    }
  };

  return (
    <section className="rights-grants" aria-label="权限分配" style={{ marginBottom: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>权限分配</Typography.Title>
        {manage && grantable.length > 0 && (
          <Button type="primary" className="grant-add" onClick={() => setEditing({ kind: grantable[0]!.kind, roleIds: [], userIds: [], ...(grantable[0]!.scoped ? { scope: { all: false, categoryIds: [], modelIds: [] } } : {}) })}>新增授权</Button>
        )}
      </Space>
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} style={{ marginBottom: 12 }} />}
      <Table<GrantLine>
        className="grants-table"
        rowKey="id"
        size="small"
        loading={loaded.status === 'loading'}
        dataSource={overview ? [...overview.grants] : []}
        pagination={false}
        columns={[
          { title: '权限', dataIndex: 'rightName', width: 120 },
          { title: '管理范围', dataIndex: 'scopeText', render: (text: string) => text || <Typography.Text type="secondary">-</Typography.Text> },
          { title: '授权对象', dataIndex: 'holdersText' },
          ...(manage ? [{
            title: '操作', key: 'actions', width: 140,
            render: (_: unknown, grant: GrantLine) => (grant.mayChange ? (
              <Space>
                <Button type="link" size="small" className="grant-edit" onClick={() => setEditing({ id: grant.id, kind: grant.kind, roleIds: grant.roleIds, userIds: grant.userIds, ...(grant.scope ? { scope: grant.scope } : {}) })}>修改</Button>
                <Popconfirm title={`确定收回「${grant.rightName}」的这项授权吗？`} okText="收回" cancelText="取消" onConfirm={() => remove(grant)}>
                  <Button type="link" size="small" danger className="grant-remove">收回</Button>
                </Popconfirm>
              </Space>
            ) : null),
          }] : []),
        ]}
      />
      {editing && overview && <GrantDialog overview={overview} initial={editing} onSave={save} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
