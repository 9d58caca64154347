/**
 * 延时 → an intermediate timer catch event (all targets): a duration as `PT<n>M` (timeDuration), a fixed time as
 * an ISO date-time (timeDate), a date control as the backend helper `delayUntil(<control>, <offset minutes>)`
 * giving the date-time (timeDate; an empty control gives a time long past: no wait). Read back from our data,
 * or from a hand-drawn timer event of those shapes.
 */
import type { DelayNode, DelaySpec } from '../../model/flow';
import { parseLocalTime } from '../../time/local-time';
import type { BpmnTimer } from '../bpmn-model';
import { bpmnMessages as m } from '../bpmn-messages';
import type { ExpressionDialect } from '../expression-dialect';
import { nodeBase, nodeData } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { isoSeconds } from '../process-helpers';

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;
const DELAY_UNTIL = /^(?:approval\.)?delayUntil\(\s*`?([^`,\s]+)`?\s*,\s*["']?(-?\d+)["']?\s*\)$/;

/** An ISO 8601 duration of days, hours and minutes in minutes (PT2H → 120), or undefined. */
export function durationMinutes(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match || text.trim() === 'P' || text.trim() === 'PT') return undefined;
  return Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

export function timerOfDelay(delay: DelaySpec | undefined, d: ExpressionDialect): BpmnTimer {
  if (delay?.type === 'until') return { type: 'timeDate', value: isoSeconds(delay.at) };
  // The offset as a text: a minus sign is not a literal in every expression language.
  if (delay?.type === 'field') return { type: 'timeDate', value: d.wrap(d.helper('delayUntil', [d.variable(delay.controlId), d.str(String(Number(delay.offsetMinutes) || 0))])) };
  return { type: 'timeDuration', value: `PT${delay?.type === 'duration' ? delay.minutes : 0}M` };
}

function delayOfTimer(timer: BpmnTimer, d: ExpressionDialect): DelaySpec | undefined {
  const expression = d.unwrap(timer.value);
  if (timer.type === 'timeDuration' && expression === undefined) {
    const minutes = durationMinutes(timer.value);
    return minutes === undefined ? undefined : { type: 'duration', minutes };
  }
  if (timer.type !== 'timeDate') return undefined;
  if (expression === undefined) return parseLocalTime(timer.value.slice(0, 19)) === undefined ? undefined : { type: 'until', at: timer.value.slice(0, 16) };
  const call = DELAY_UNTIL.exec(expression);
  return call ? { type: 'field', controlId: call[1], offsetMinutes: Number(call[2]) } : undefined;
}

export const delayMapping: NodeMapping<DelayNode> = {
  type: 'delay',
  export(node, _from, context) {
    const id = context.idOf(node.id);
    const name = node.name || '延时';
    context.add({ kind: 'timerEvent', id, name, timer: timerOfDelay(node.props.delay, context.dialect), data: nodeData(node, id, name) });
    return { source: id };
  },
  accepts: (element) => element.kind === 'timerEvent',
  import(element, context) {
    if (element.kind !== 'timerEvent') return undefined;
    const base = nodeBase(element);
    const node: DelayNode = { ...base.fields, id: base.id, type: 'delay', name: base.name, props: base.props };
    if (base.hasData) return { node, continueFrom: element.id };
    const delay = delayOfTimer(element.timer, context.dialect);
    if (!delay) context.problem(element.id, m.badTimer);
    else node.props = { delay };
    return { node, continueFrom: element.id };
  },
};
