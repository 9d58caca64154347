import { scheduleKindOf } from './schedules/registry';
import { isIntIn } from './schedule';
import type { ParamSpec } from './task-kind';
import { taskKindOf } from './task-kinds/registry';
import { timingMessages as m } from './timing-messages';
import type { TimingTaskDraft } from './timing-task';

export const TASK_NAME_MAX = 30;

/** What is wrong with one field of a task: `name`, `kind`, `schedule` or `params.<name>`. */
export interface TaskProblem {
  readonly field: string;
  readonly message: string;
}

/** One rule of a task, named (tests are named after it). */
interface TaskRule {
  readonly name: string;
  check(draft: TimingTaskDraft): TaskProblem[];
}

function paramProblem(spec: ParamSpec, value: unknown): string | undefined {
  if (spec.type === 'number') return isIntIn(value, spec.min, spec.max) ? undefined : m.paramRange(spec.label, spec.min, spec.max, spec.unit);
  return spec.options.some((o) => o.value === value) ? undefined : m.paramChoice(spec.label);
}

export const TASK_RULES: readonly TaskRule[] = [
  { name: 'nameRequired', check: (d) => (typeof d.name === 'string' && d.name.trim() ? [] : [{ field: 'name', message: m.nameRequired }]) },
  { name: 'nameTooLong', check: (d) => (typeof d.name === 'string' && d.name.trim().length > TASK_NAME_MAX ? [{ field: 'name', message: m.nameTooLong(TASK_NAME_MAX) }] : []) },
  {
    name: 'kindKnown',
    check: (d) => {
      if (typeof d.kind !== 'string' || !d.kind) return [{ field: 'kind', message: m.kindRequired }];
      return taskKindOf(d.kind) ? [] : [{ field: 'kind', message: m.kindUnknown(d.kind) }];
    },
  },
  {
    name: 'scheduleValid',
    check: (d) => {
      const kind = d.schedule && typeof d.schedule === 'object' ? scheduleKindOf(String(d.schedule.kind)) : undefined;
      if (!kind) return [{ field: 'schedule', message: m.scheduleUnknown }];
      return kind.check(d.schedule).map((message) => ({ field: 'schedule', message }));
    },
  },
  {
    name: 'paramsInRange',
    check: (d) => {
      const kind = taskKindOf(String(d.kind));
      if (!kind) return [];
      const params = d.params && typeof d.params === 'object' ? d.params : {};
      return kind.params.flatMap((spec) => {
        const message = paramProblem(spec, params[spec.name]);
        return message ? [{ field: `params.${spec.name}`, message }] : [];
      });
    },
  },
];

/** Every problem of a task before it is saved (empty: it may be saved). The server runs the same checks. */
export function validateTask(draft: TimingTaskDraft): TaskProblem[] {
  return TASK_RULES.flatMap((rule) => rule.check(draft));
}
