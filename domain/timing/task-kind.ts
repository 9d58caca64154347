import type { TimeoutSetting } from '../flow/node-settings/timeout-setting';
import type { TaskParams } from './timing-task';

/** A number parameter (hours, days) with its range, or a choice among options. */
export type ParamSpec =
  | { readonly name: string; readonly label: string; readonly type: 'number'; readonly min: number; readonly max: number; readonly unit: string; readonly defaultValue: number }
  | { readonly name: string; readonly label: string; readonly type: 'choice'; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>; readonly defaultValue: string };

/** An open work item (待办) as the task kinds see it. */
export interface PendingWork {
  readonly taskId: string;
  readonly instanceId: string;
  readonly instanceTitle: string;
  /** Who holds it. */
  readonly userId: string;
  readonly nodeId: string;
  /** When it arrived (ISO). */
  readonly since: string;
  /** The instance runs on a designed flow (the engine can act on it); false for instances from before flows. */
  readonly onFlow: boolean;
}

/** The data a run looks at, read in the transaction that applies its effects. */
export interface TimingWorld {
  /** ISO time of the run. */
  readonly now: string;
  readonly pendingWork: readonly PendingWork[];
  readonly operationLogs: ReadonlyArray<{ readonly id: string; readonly at: string }>;
}

export type Decision = 'approve' | 'reject';

/**
 * What a run asks the backend to do. Each effect counts `items` (log entries) for the summary; the backend
 * applies it with its own rules. `fireTimeouts`: the flow engine's `tick` now on every pending instance, with
 * `timeout` as the default timeout of the nodes without their own; what fired is only known once done, so its
 * result says how many 待办 it reached.
 */
export type TimingEffect =
  | { readonly type: 'fireTimeouts'; readonly timeout: TimeoutSetting; readonly items: number }
  | { readonly type: 'deleteOperationLog'; readonly id: string; readonly items: number };

/** How applying one effect went: done (reaching `items` when the effect could not know beforehand), skipped by a rule (not an error), or failed with a message. */
export type EffectResult =
  | { readonly status: 'done'; readonly items?: number }
  | { readonly status: 'skipped'; readonly reason: string }
  | { readonly status: 'failed'; readonly message: string };

export interface TimingPlan {
  readonly effects: readonly TimingEffect[];
  /** Items left out on purpose, with why (instances from before flows). */
  readonly skipped: ReadonlyArray<{ readonly items: number; readonly reason: string }>;
}

/** Items done, skipped (with reasons) and failed (with messages), added up over a run. */
export interface TimingOutcome {
  readonly done: number;
  readonly skipped: ReadonlyArray<{ readonly items: number; readonly reason: string }>;
  readonly failures: ReadonlyArray<{ readonly items: number; readonly message: string }>;
}

/** One kind of scheduled task: its name, parameters, what a run does and how its result reads. */
export interface TaskKind {
  readonly kind: string;
  /** 超时催办 */
  readonly label: string;
  /** One line for the kind picker. */
  readonly description: string;
  readonly params: readonly ParamSpec[];
  /** 超过 24 小时未处理的待办 */
  describeParams(params: TaskParams): string;
  plan(params: TaskParams, world: TimingWorld): TimingPlan;
  /** 催办 3 条待办 */
  summarise(outcome: TimingOutcome, params: TaskParams): string;
}

/** The number parameter `name` (its default when missing). */
export function numberParam(kind: Pick<TaskKind, 'params'>, params: TaskParams, name: string): number {
  const value = params[name];
  if (typeof value === 'number') return value;
  const spec = kind.params.find((p) => p.name === name);
  return spec && spec.type === 'number' ? spec.defaultValue : 0;
}

/** The choice parameter `name` (its default when missing). */
export function choiceParam(kind: Pick<TaskKind, 'params'>, params: TaskParams, name: string): string {
  const value = params[name];
  if (typeof value === 'string') return value;
  const spec = kind.params.find((p) => p.name === name);
  return spec && spec.type === 'choice' ? spec.defaultValue : '';
}

/** The default parameters of a kind. */
export function defaultParams(kind: Pick<TaskKind, 'params'>): TaskParams {
  return Object.fromEntries(kind.params.map((p) => [p.name, p.defaultValue]));
}

/** "，2 条 10 分钟内已催办，跳过；1 条失败：…" — the parts after the main sentence of a summary. */
export function outcomeTail(outcome: TimingOutcome): string {
  const skipped = groupBy(outcome.skipped.map((s) => ({ items: s.items, text: s.reason })));
  const failed = groupBy(outcome.failures.map((f) => ({ items: f.items, text: f.message })));
  return [
    ...skipped.map(({ items, text }) => `，${items} 条${text}`),
    ...failed.map(({ items, text }) => `，${items} 条失败：${text}`),
  ].join('');
}

function groupBy(entries: ReadonlyArray<{ items: number; text: string }>): Array<{ items: number; text: string }> {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.text, (sums.get(e.text) ?? 0) + e.items);
  return [...sums].map(([text, items]) => ({ items, text }));
}

/** Pending work older than `hours` at `now`, grouped by instance (one 催办 / one decision per instance and person). */
export function overdueWork(world: TimingWorld, hours: number): PendingWork[] {
  const limit = Date.parse(world.now) - hours * 3600_000;
  return world.pendingWork.filter((w) => Date.parse(w.since) <= limit);
}
