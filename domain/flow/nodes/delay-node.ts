/**
 * 延时 (issue 26): the instance waits, then goes on by itself. `props.delay` is a duration from entering the
 * node, a fixed time, or a date control's value plus an offset (a date alone means 00:00; an empty control
 * means no wait). A due time not later than the moment of entering means no wait. While waiting nobody holds a
 * task: the node is listed in `state.waits` and a `delay` timer brings the instance on (runtime/timers/delay-timer.ts).
 */
import { getControlType } from '../../controls/registry';
import { parseDate } from '../../validation/date-value';
import type { DelayNode, DelaySpec } from '../model/flow';
import type { FlowInstanceState } from '../runtime/instance-state';
import { isObject } from '../model/json-reader';
import { formatLocalTime, isLocalTime, MINUTE_MS, parseLocalTime } from '../time/local-time';
import { addTimer } from '../runtime/timers/timer-list';
import { NO_WAIT } from '../runtime/delay-history';
import { problemsAt, type NodeCheckContext, type NodeType } from './node-type';

const LABEL = '延时';

export const delayMessages = {
  noDelay: (node: string) => `「${node}」请设置延时`,
  badKind: (node: string) => `「${node}」的延时方式必须是 duration（时长）、until（指定时间）或 field（表单日期）`,
  badMinutes: (node: string) => `「${node}」的延时时长必须是正整数（分钟）`,
  badAt: (node: string) => `「${node}」的延时时间必须是 YYYY-MM-DDTHH:mm`,
  fieldMissing: (node: string, controlId: string) => `「${node}」的延时日期控件不存在：${controlId}，请重新选择`,
  fieldNotDate: (node: string, title: string) => `「${node}」的延时控件「${title}」不是日期控件，请重新选择`,
  badOffset: (node: string) => `「${node}」的延时偏移必须是整数（分钟）`,
} as const;

/** 2 小时 / 1 天 / 90 分钟: the largest whole unit. */
export function durationWords(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} 天`;
  if (minutes % 60 === 0) return `${minutes / 60} 小时`;
  return `${minutes} 分钟`;
}

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function checkDelay(delay: DelaySpec | undefined, name: string, { controlsById }: NodeCheckContext): string[] {
  if (delay === undefined) return [delayMessages.noDelay(name)];
  if (!isObject(delay)) return [delayMessages.badKind(name)];
  switch (delay.type) {
    case 'duration': return isPositiveInteger(delay.minutes) ? [] : [delayMessages.badMinutes(name)];
    case 'until': return isLocalTime(delay.at) ? [] : [delayMessages.badAt(name)];
    case 'field': {
      const control = typeof delay.controlId === 'string' ? controlsById.get(delay.controlId) : undefined;
      const problems: string[] = [];
      if (!control) problems.push(delayMessages.fieldMissing(name, String(delay.controlId ?? '')));
      else if (getControlType(control.moduleId)?.conditionKind !== 'date') problems.push(delayMessages.fieldNotDate(name, control.config.title));
      if (delay.offsetMinutes !== undefined && !Number.isInteger(delay.offsetMinutes)) problems.push(delayMessages.badOffset(name));
      return problems;
    }
    default: return [delayMessages.badKind(name)];
  }
}

/** When a delay entered at `entered` is due, or undefined when it does not wait (an empty date control). */
export function delayDue(delay: DelaySpec | undefined, entered: number, values: FlowInstanceState['values']): number | undefined {
  if (!delay) return undefined;
  if (delay.type === 'duration') return isPositiveInteger(delay.minutes) ? entered + delay.minutes * MINUTE_MS : undefined;
  if (delay.type === 'until') return parseLocalTime(delay.at);
  if (delay.type === 'field') {
    const date = parseDate(values[delay.controlId]);
    const offset = Number.isInteger(delay.offsetMinutes) ? (delay.offsetMinutes as number) : 0;
    return date ? date.ms + offset * MINUTE_MS : undefined;
  }
  return undefined;
}

function offsetWords(minutes: number): string {
  if (minutes === 0) return '';
  return minutes > 0 ? `后 ${durationWords(minutes)}` : `前 ${durationWords(-minutes)}`;
}

/** The wait in words (延时 2 小时 / 延时至 2026-12-01 09:00 / 延时至表单「出发日期」前 1 天); '' when incomplete. */
export function delayWords(delay: DelaySpec | undefined, controlTitle: (controlId: string) => string): string {
  if (!delay) return '';
  if (delay.type === 'duration') return isPositiveInteger(delay.minutes) ? `延时 ${durationWords(delay.minutes)}` : '';
  if (delay.type === 'until') return isLocalTime(delay.at) ? `延时至 ${delay.at.replace('T', ' ')}` : '';
  if (delay.type === 'field' && delay.controlId) return `延时至表单「${controlTitle(delay.controlId)}」${offsetWords(Number(delay.offsetMinutes) || 0)}`;
  return '';
}

export const delayNode: NodeType<DelayNode> = {
  type: 'delay',
  label: LABEL,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-wait", "type": "delay", "name": "冷静期", "props": {"delay": {"type": "duration", "minutes": 120}}}',
    '— or {"type": "until", "at": "2026-12-01T09:00"} or {"type": "field", "controlId": "trip_start",',
    '"offsetMinutes": -1440}; nobody acts, a tick at the due time goes on (等待至 in the views)',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Record<string, unknown>;
    // The delay's own fields are pre-publish problems (check), so a draft with a half-set delay still reads.
    if (props.delay !== undefined && !isObject(props.delay)) issues.add(`${path}.props.delay`, '必须是对象');
    return raw;
  },
  check: (node, context) => problemsAt(node.id, checkDelay(node.props.delay, node.name || LABEL, context)),
  create: (id) => ({ id, type: 'delay', name: LABEL, props: { delay: { type: 'duration', minutes: 60 } } }),
  summary: (node, names) => delayWords(node.props.delay, (id) => names.controlTitle(id)),
  usedControls: (node) => ({ conditions: node.props.delay?.type === 'field' ? [node.props.delay.controlId] : [], assignees: [] }),
  preview: (node) => [{ nodeId: node.id, type: 'delay' }],
  describeStep(step, names) {
    const node = names.node?.(step.nodeId);
    const delay = node?.type === 'delay' ? node.props.delay : undefined;
    // A wait has no people: it reads as its delay (延时 2 小时), or plainly 延时 when the settings are unknown here.
    const detail = delayWords(delay, (id) => names.controlTitle?.(id) ?? id) || LABEL;
    return { nodeId: step.nodeId, verb: LABEL, kind: 'inform', node: names.nodeName(step.nodeId), people: [], toCome: '待延时', detail };
  },
  enter(node, runner) {
    const now = parseLocalTime(runner.now);
    const due = now === undefined ? undefined : delayDue(node.props.delay, now, runner.state.values);
    // Without a clock (an engine run without times) or with a due time already past, nothing waits.
    if (now === undefined || due === undefined || due <= now) {
      // With a clock the views tell the delay was passed (到期时间已过，无需等待); without one there is no moment to tell.
      if (now !== undefined) runner.record({ action: 'delay', nodeId: node.id, result: NO_WAIT });
      runner.advance(node);
      return;
    }
    const until = formatLocalTime(due);
    (runner.state.waits ??= []).push({ nodeId: node.id, type: 'delay', until });
    addTimer(runner.state, { kind: 'delay', nodeId: node.id, due: until });
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { delay: DelayNode }
}
