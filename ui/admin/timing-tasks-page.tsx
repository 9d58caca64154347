import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { TimingTasks, type TimingTaskView } from '../../application/admin/timing-tasks';
import { failureText } from '../../application/shared/failure-text';
import { RUN_RESULT_LABELS } from '../../domain/timing';
import { useAppMessage } from '../hooks/app-message';
import { useIsPhone } from '../hooks/use-is-phone';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { RemoteListCards } from './remote-list-cards';
import { LastRun, timeText } from './timing-task-texts';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; tasks: TimingTaskView[] };

/** What 超时催办 / 超时自动处理 do since they are the engine's default timeouts (issue 27). */
export const TIMEOUT_TASKS_NOTE = '超时催办、超时自动处理是所有未设置超时的审批 / 办理节点的默认超时：每次执行（立即执行或按执行周期）时，已到期的待办按节点超时同样处理（超时提醒、超时自动同意 / 拒绝），执行记录写明处理了多少条待办；节点自己设置的超时由系统随时触发。';

export const detailUrl = (id: string) => `/timing-task-detail?id=${encodeURIComponent(id)}`;
export const NEW_TASK_URL = '/timing-task-detail?new=1';

/**
 * /timing-tasks (定时任务): the scheduled tasks with what they do, when (每天 09:00), when next, how the last
 * run went; 启用/停用 in place, 立即执行, 新建, and the name opens the task.
 */
export default function TimingTasksPage() {
  const tasks = useService(TimingTasks);
  const message = useAppMessage();
  const isPhone = useIsPhone();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<string | undefined>();

  const load = useCallback(() => tasks.list().then(
    (list) => setLoaded({ status: 'ready', tasks: list }),
    (error: unknown) => setLoaded({ status: 'failed', message: failureText(error, '定时任务加载失败') }),
  ), [tasks]);
  useEffect(() => { void load(); }, [load]);

  const toggle = async (task: TimingTaskView, enabled: boolean) => {
    setBusy(task.id);
    try {
      await tasks.setEnabled(task.id, enabled);
      void message.success(enabled ? `已启用「${task.name}」` : `已停用「${task.name}」`);
      await load();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  const runNow = async (task: TimingTaskView) => {
    setBusy(task.id);
    try {
      const run = await tasks.runNow(task.id);
      const text = `「${task.name}」执行${RUN_RESULT_LABELS[run.result]}：${run.summary}`;
      void (run.result === 'success' ? message.success(text) : message.error(text));
      await load();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  const columns: TableColumnsType<TimingTaskView> = [
    { title: '任务名称', key: 'name', render: (_, t) => <Link className="timing-task-name" to={detailUrl(t.id)}>{t.name}</Link> },
    { title: '类型', dataIndex: 'kindLabel', width: 120 },
    { title: '执行周期', dataIndex: 'scheduleText', render: (text: string, t) => <span title={t.paramsText}>{text}</span> },
    {
      title: '下次执行', key: 'next', width: 150,
      render: (_, t) => (t.nextRunAt ? timeText(t.nextRunAt) : <Typography.Text type="secondary">{t.enabled ? '—' : '已停用'}</Typography.Text>),
    },
    { title: '上次执行', key: 'last', render: (_, t) => <LastRun at={t.lastRunAt} result={t.lastResult} summary={t.lastSummary} /> },
    {
      title: '状态', key: 'enabled', width: 90,
      render: (_, t) => (
        <Switch
          aria-label={`启用「${t.name}」`}
          checked={t.enabled}
          checkedChildren="启用"
          unCheckedChildren="停用"
          loading={busy === t.id}
          onChange={(on) => void toggle(t, on)}
        />
      ),
    },
    {
      title: '操作', key: 'actions', width: 100,
      render: (_, t) => (
        <Button size="small" className="timing-run" aria-label={`立即执行「${t.name}」`} disabled={busy !== undefined} onClick={() => void runNow(t)}>
          立即执行
        </Button>
      ),
    },
  ];

  const list = loaded.status === 'ready' ? loaded.tasks : [];
  return (
    <PageFrame title="定时任务" extra={<Link to={NEW_TASK_URL}><Button type="primary" className="timing-new">新建</Button></Link>}>
      <Typography.Paragraph type="secondary" className="timing-tasks-note">{TIMEOUT_TASKS_NOTE}</Typography.Paragraph>
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} style={{ marginBottom: 12 }} />}
      {isPhone ? (
        <RemoteListCards<TimingTaskView> items={list} columns={columns} loading={loaded.status === 'loading'} hasMore={false} onMore={() => undefined} />
      ) : (
        <Table<TimingTaskView>
          className="timing-tasks"
          rowKey="id"
          loading={loaded.status === 'loading'}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: loaded.status === 'failed' ? '加载失败' : '还没有定时任务，点「新建」添加' }}
          columns={columns}
        />
      )}
    </PageFrame>
  );
}
