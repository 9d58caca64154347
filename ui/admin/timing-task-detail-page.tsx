import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TimingTasks, type TimingTaskView } from '../../application/admin/timing-tasks';
import { failureText } from '../../application/shared/failure-text';
import { RUN_RESULT_LABELS, RUN_TRIGGER_LABELS, type TaskProblem, type TimingTaskDraft, type TimingTaskRun } from '../../domain/timing';
import { useAppMessage } from '../hooks/app-message';
import { useIsPhone } from '../hooks/use-is-phone';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { StatusResult } from '../shell/status-result';
import { RemoteListCards } from './remote-list-cards';
import { LastRun, RunResultTag, timeText } from './timing-task-texts';
import { TimingTaskForm } from './timing-task-form';
import { detailUrl } from './timing-tasks-page';

const TITLE = '定时任务详情';
const back = <Link to="/timing-tasks"><Button>返回定时任务</Button></Link>;

/** /timing-task-detail?id= (定时任务详情), or ?new=1 for a new task. Without either it asks to pick one and calls nothing. */
export default function TimingTaskDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id) return <ExistingTask key={id} id={id} />;
  if (params.get('new')) return <TaskEditor key="new" />;
  return <PageFrame title={TITLE}><StatusResult status="info" title="请从定时任务列表中选择一个任务，或新建一个" extra={back} /></PageFrame>;
}

type Loaded = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; task: TimingTaskView; runs: readonly TimingTaskRun[] };

function ExistingTask({ id }: { id: string }) {
  const tasks = useService(TimingTasks);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => tasks.detail(id).then(
    ({ task, runs }) => setLoaded({ status: 'ready', task, runs }),
    (error: unknown) => setLoaded({ status: 'missing', message: failureText(error, '定时任务加载失败') }),
  ), [tasks, id]);
  useEffect(() => { void load(); }, [load]);
  if (loaded.status === 'loading') return <PageFrame title={TITLE}><Skeleton active /></PageFrame>;
  if (loaded.status === 'missing') {
    return <PageFrame title={TITLE}><StatusResult status="warning" title="定时任务不存在或无法加载" subTitle={loaded.message} extra={back} /></PageFrame>;
  }
  return <TaskEditor task={loaded.task} runs={loaded.runs} reload={load} />;
}

const draftOf = (task: TimingTaskView): TimingTaskDraft =>
  ({ id: task.id, name: task.name, kind: task.kind, schedule: task.schedule, enabled: task.enabled, params: task.params });

/** The form (保存), 立即执行 with its result, and the run history of a saved task. */
function TaskEditor({ task, runs = [], reload }: { task?: TimingTaskView; runs?: readonly TimingTaskRun[]; reload?: () => Promise<void> }) {
  const tasks = useService(TimingTasks);
  const message = useAppMessage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TimingTaskDraft>(() => (task ? draftOf(task) : tasks.newDraft()));
  const [problems, setProblems] = useState<readonly TaskProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [running, setRunning] = useState(false);
  const [lastRun, setLastRun] = useState<TimingTaskRun | undefined>();
  const [saved, setSaved] = useState<TimingTaskDraft | undefined>(task ? draftOf(task) : undefined);
  const dirty = saved !== undefined && JSON.stringify(saved) !== JSON.stringify(draft);

  const change = (next: TimingTaskDraft) => {
    setDraft(next);
    // Problems shown go away as they are fixed, and only then (no new ones while typing).
    if (problems.length > 0) setProblems(tasks.validate(next));
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await tasks.save(draft);
      if (!result.ok) {
        setProblems(result.problems);
        return;
      }
      setProblems([]);
      void message.success('定时任务已保存');
      if (!task) navigate(detailUrl(result.id), { replace: true });
      else {
        setSaved(draft);
        await reload?.();
      }
    } catch {
      // The HTTP layer has shown why; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  const runNow = async () => {
    if (!task) return;
    setRunning(true);
    try {
      setLastRun(await tasks.runNow(task.id));
      await reload?.();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setRunning(false);
    }
  };

  return (
    <PageFrame title={task ? `${TITLE} - ${task.name}` : '新建定时任务'} extra={back}>
      {task && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }} items={[
          { key: 'schedule', label: '执行周期', children: task.scheduleText },
          { key: 'next', label: '下次执行', children: task.nextRunAt ? timeText(task.nextRunAt) : '已停用' },
          { key: 'last', label: '上次执行', children: <LastRun at={task.lastRunAt} result={task.lastResult} summary={task.lastSummary} /> },
        ]} />
      )}
      <TimingTaskForm
        draft={draft}
        problems={problems}
        onChange={change}
        onKind={(kind) => change(tasks.withKind(draft, kind))}
        onScheduleKind={(kind) => change(tasks.withScheduleKind(draft, kind))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" className="timing-save" loading={saving} onClick={() => void save()}>保存</Button>
        {task && <Button className="timing-run-now" loading={running} onClick={() => void runNow()}>立即执行</Button>}
        {dirty && <Typography.Text type="warning">有未保存的修改：立即执行按已保存的设置运行</Typography.Text>}
      </Space>
      {lastRun && (
        <Alert
          className="timing-run-result"
          type={lastRun.result === 'success' ? 'success' : 'error'}
          showIcon
          title={`执行${RUN_RESULT_LABELS[lastRun.result]}：${lastRun.summary}`}
          style={{ marginBottom: 16 }}
        />
      )}
      {task && <RunHistory runs={runs} />}
    </PageFrame>
  );
}

const RUN_COLUMNS: TableColumnsType<TimingTaskRun> = [
  { title: '执行时间', dataIndex: 'at', width: 170, render: (at: string) => timeText(at) },
  { title: '触发方式', dataIndex: 'trigger', width: 110, render: (trigger: TimingTaskRun['trigger']) => RUN_TRIGGER_LABELS[trigger] },
  { title: '结果', dataIndex: 'result', width: 90, render: (result: TimingTaskRun['result']) => <RunResultTag result={result} /> },
  { title: '说明', dataIndex: 'summary' },
];

/** 执行记录: the runs, newest first (cards on a phone). */
function RunHistory({ runs }: { runs: readonly TimingTaskRun[] }) {
  const isPhone = useIsPhone();
  return (
    <section className="timing-runs">
      <h5 style={{ fontSize: 16, margin: '8px 0 12px' }}>执行记录</h5>
      {isPhone ? (
        <RemoteListCards<TimingTaskRun> items={runs} columns={RUN_COLUMNS} loading={false} hasMore={false} onMore={() => undefined} />
      ) : (
        <Table<TimingTaskRun>
          className="timing-run-table"
          rowKey="id"
          size="small"
          dataSource={[...runs]}
          columns={RUN_COLUMNS}
          locale={{ emptyText: '还没有执行记录' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      )}
    </section>
  );
}
