import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { SignInApi, type AccountSummary } from '../../application/ports/sign-in-api';
import { leaverNamedIn } from '../../application/admin/leaver-names';
import { useAppMessage } from '../hooks/app-message';
import { useOptionalService } from '../hooks/use-optional-service';
import { MemberSelect } from '../org-picker';
import { PageFrame } from '../shell/page-frame';

/**
 * /accountManage (系统管理员, real server only): every account with its state; 停用 ends the person's sessions at
 * once and refuses their sign-in, and asks who takes over (离职交接: their open tasks are 转交 to that person);
 * 启用 lets them in again; 重置密码 sets a new password and ends their sessions. Each is kept in 操作日志 by the server.
 */
export default function AccountManagePage() {
  const api = useOptionalService<SignInApi>(SignInApi);
  const message = useAppMessage();
  const [accounts, setAccounts] = useState<AccountSummary[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [resetting, setResetting] = useState<AccountSummary | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [disabling, setDisabling] = useState<AccountSummary | undefined>(undefined);
  const [successor, setSuccessor] = useState<string[]>([]);

  const load = useCallback(async () => {
    if (!api?.available) return;
    try {
      setAccounts(await api.accounts());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => { void load(); }, [load]);

  if (!api?.available) return <PageFrame title="账号管理"><Typography.Text type="secondary">演示版没有账号：每个标签页可在用户菜单中切换为任何成员。</Typography.Text></PageFrame>;

  const toggle = async (account: AccountSummary, successorId?: string) => {
    try {
      const handOver = await api.setDisabled(account.username, !account.disabled, successorId);
      setDisabling(undefined);
      if (account.disabled) void message.success(`已启用 ${account.name}`);
      else void message.success(`已停用 ${account.name}，其登录已全部退出${handOver ? `；${handOver.moved} 项待办已交接` : ''}`);
      if (handOver?.refused.length) void message.warning(`以下申请未能交接，请手动处理：${handOver.refused.map((r) => `${r.title}（${r.reason}）`).join('、')}`);
      const namedIn = leaverNamedIn(handOver?.namedIn);
      if (namedIn.length > 0) void message.warning(`以下仍指向${account.name}，请在组织架构或流程设计中调整：${namedIn.join('；')}`);
      await load();
    } catch (refusal) {
      void message.error(refusal instanceof Error ? refusal.message : '操作失败');
    }
  };

  const reset = async () => {
    if (!resetting) return;
    try {
      await api.resetPassword(resetting.username, password);
      void message.success(`已重置 ${resetting.name} 的密码，其登录已全部退出`);
      setResetting(undefined);
      await load();
    } catch (refusal) {
      setProblem(refusal instanceof Error ? refusal.message : '重置密码失败');
    }
  };

  return (
    <PageFrame title="账号管理">
      {accounts?.some((a) => a.defaultPassword && !a.disabled) && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="有账号仍在使用演示公司的默认密码，任何人都能以他们的身份登录：请重置或让本人修改。" />
      )}
      <Table<AccountSummary>
        className="account-table"
        rowKey="username"
        loading={accounts === undefined && !failed}
        dataSource={accounts ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: failed ? '加载失败' : '暂无账号' }}
        columns={[
          { title: '用户名', dataIndex: 'username', width: 140 },
          { title: '姓名', dataIndex: 'name', width: 140 },
          {
            title: '状态', key: 'state',
            render: (_, account) => (
              <Space size={4}>
                {account.disabled ? <Tag color="default">已停用</Tag> : <Tag color="success">正常</Tag>}
                {account.defaultPassword && !account.disabled && <Tag color="warning">默认密码</Tag>}
              </Space>
            ),
          },
          {
            title: '操作', key: 'actions', width: 200,
            render: (_, account) => (
              <Space>
                {account.disabled ? (
                  <Popconfirm title={`确定启用「${account.name}」的账号吗？`} okText="启用" cancelText="取消" onConfirm={() => toggle(account)}>
                    <Button type="link" size="small">启用</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" danger onClick={() => { setSuccessor([]); setDisabling(account); }}>停用</Button>
                )}
                <Button type="link" size="small" onClick={() => { setProblem(undefined); setPassword(''); setResetting(account); }}>重置密码</Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={disabling ? `停用账号：${disabling.name}（${disabling.username}）` : '停用账号'}
        open={!!disabling}
        className="account-disable-dialog"
        okText="停用"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onOk={() => { if (disabling) void toggle(disabling, successor[0]); }}
        onCancel={() => setDisabling(undefined)}
        destroyOnHidden
      >
        <Typography.Paragraph>停用后其登录立即失效，且不能再登录。</Typography.Paragraph>
        <div>离职交接：其待办交给（可不选）</div>
        <MemberSelect value={successor} onChange={(ids) => setSuccessor(ids.slice(-1))} multiple={false} disabledIds={disabling ? [disabling.userId] : []} label="选择交接人" />
      </Modal>
      <Modal
        title={resetting ? `重置密码：${resetting.name}（${resetting.username}）` : '重置密码'}
        open={!!resetting}
        okText="重置"
        cancelText="取消"
        onOk={() => void reset()}
        onCancel={() => setResetting(undefined)}
        destroyOnHidden
      >
        <label>
          <div>新密码（至少 8 个字符）</div>
          <Input.Password aria-label="新密码" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
      </Modal>
    </PageFrame>
  );
}
