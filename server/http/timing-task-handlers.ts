/**
 * 定时任务 (not in the spec; docs/API.md): list, one task with its runs, save, 启用/停用 and 立即执行. A run is
 * the task kind's plan applied to the demo data in one transaction with the record of the run; if applying
 * throws, nothing of it lands and a 失败 run says why.
 */
import {
  failedRun, runTaskKind, taskKindOf, validateTask, type RunReport, type RunTrigger, type TimingTask, type TimingTaskDraft, type TimingTaskRun,
} from '../../domain/timing';
import type { DemoTx } from '../core/store/demo-db';
import type { DemoStore } from '../core/store/demo-store';
import { applyTimingEffect } from '../core/timing/apply-timing-effect';
import { addTimingRun, readTimingRuns, readTimingTasks, writeTimingTasks } from '../core/timing/timing-task-records';
import { timingWorldOf } from '../core/timing/timing-world';
import { changesOf, type DemoNotice } from '../core/demo-notices';
import { jsonBody, notFound, now, ok, query, refuse, route } from './handler-kit';

const T = '/flow/workflow/timing_task/';
const WHAT = '定时任务';

export const TimingTaskHandlerMessages = {
  enabledMissing: '请说明启用还是停用',
} as const;

/** Runs `task` now in `tx`: its effects, the run record and the task's last result, all in this transaction. */
async function runInTx(store: DemoStore, tx: DemoTx, task: TimingTask, trigger: RunTrigger, notices: DemoNotice[]): Promise<TimingTaskRun> {
  const at = now();
  const kind = taskKindOf(task.kind);
  const report: RunReport = kind
    ? await runTaskKind(kind, task.params, await timingWorldOf(tx, at), (effect) => applyTimingEffect(tx, effect, at, notices))
    : failedRun(`未知的任务类型：${task.kind}`);
  return record(store, tx, task, trigger, at, report);
}

async function record(store: DemoStore, tx: DemoTx, task: TimingTask, trigger: RunTrigger, at: string, report: RunReport): Promise<TimingTaskRun> {
  const run: TimingTaskRun = { id: store.nextId('timing-run'), taskId: task.id, at, trigger, ...report };
  await addTimingRun(tx, run);
  const tasks = await readTimingTasks(tx);
  await writeTimingTasks(tx, tasks.map((t) => (t.id === task.id ? { ...t, lastRunAt: at, lastResult: report.result, lastSummary: report.summary } : t)));
  return run;
}

export function timingTaskHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${T}list`, () => store.read(async (tx) => ok({ list: await readTimingTasks(tx) }))),

    route(store, 'get', `${T}get`, ({ request }) => store.read(async (tx) => {
      const id = query(request).get('id') ?? '';
      const task = (await readTimingTasks(tx)).find((t) => t.id === id);
      if (!task) return notFound(WHAT);
      return ok({ task, runs: (await readTimingRuns(tx)).filter((r) => r.taskId === id) });
    })),

    route(store, 'post', `${T}save`, async ({ request }) => {
      const draft = await jsonBody<TimingTaskDraft>(request);
      const problems = validateTask(draft);
      if (problems.length > 0) return refuse(400, problems.map((p) => p.message).join('；'));
      return store.write(async (tx) => {
        const tasks = await readTimingTasks(tx);
        const at = now();
        const fields = { name: draft.name.trim(), kind: draft.kind, schedule: draft.schedule, enabled: draft.enabled !== false, params: { ...draft.params } };
        if (draft.id !== undefined) {
          const before = tasks.find((t) => t.id === draft.id);
          if (!before) return notFound(WHAT);
          await writeTimingTasks(tx, tasks.map((t) => (t.id === before.id ? { ...before, ...fields, updatedAt: at } : t)));
          return ok({ id: before.id });
        }
        const id = store.nextId('timing');
        await writeTimingTasks(tx, [...tasks, { id, ...fields, createdAt: at, updatedAt: at }]);
        return ok({ id });
      });
    }),

    route(store, 'post', `${T}set_enabled`, async ({ request }) => {
      const { id, enabled } = await jsonBody<{ id?: string; enabled?: unknown }>(request);
      if (typeof enabled !== 'boolean') return refuse(400, TimingTaskHandlerMessages.enabledMissing);
      return store.write(async (tx) => {
        const tasks = await readTimingTasks(tx);
        if (!tasks.some((t) => t.id === id)) return notFound(WHAT);
        await writeTimingTasks(tx, tasks.map((t) => (t.id === id ? { ...t, enabled, updatedAt: now() } : t)));
        return ok();
      });
    }),

    route(store, 'post', `${T}run`, async ({ request }) => {
      const { id } = await jsonBody<{ id?: string }>(request);
      const task = await store.read(async (tx) => (await readTimingTasks(tx)).find((t) => t.id === id));
      if (!task) return notFound(WHAT);
      const notices: DemoNotice[] = [];
      let run: TimingTaskRun;
      try {
        // The task as it is in this transaction (a save may have come in between).
        run = await store.write(async (tx) => runInTx(store, tx, (await readTimingTasks(tx)).find((t) => t.id === task.id) ?? task, 'manual', notices));
      } catch (error) {
        // The run's changes were rolled back with it: record that it failed, and why.
        notices.length = 0;
        const message = error instanceof Error ? error.message : String(error);
        run = await store.write((tx) => record(store, tx, task, 'manual', now(), failedRun(message)));
      }
      store.notifier.publish(changesOf(notices));
      return ok(run);
    }),
  ];
}
