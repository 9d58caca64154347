/**
 * 触发器: `http` records a request in the outbox (the backend sends it; its outcome never blocks the instance)
 * and goes on at once; `setFields` sets values of the instance that everything after it reads (conditions,
 * field display, print). Neither involves a person.
 */
import { getControlType } from '../../controls/registry';
import type { Control } from '../../model/control';
import { validateField } from '../../validation/validate-field';
import type { TriggerBodyValue, TriggerNode, TriggerSpec } from '../model/flow';
import { isObject, type Json, type JsonIssues } from '../model/json-reader';
import { own } from '../model/own';
import type { OutboxRequest } from '../runtime/instance-state';
import { outboundLabels as labels, outboundMessages as m } from '../outbound-messages';
import { forbiddenHeaderNames, outboundAddressMessages } from '../outbound-address';
import { problemsAt, type NodeCheckContext, type NodeType } from './node-type';

const METHODS = new Set(['POST', 'PUT']);

/** An absolute http(s) address with a host. */
export function isAbsoluteHttpUrl(url: unknown): boolean {
  if (typeof url !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

const constOf = (value: TriggerBodyValue): { const: unknown } | undefined => (typeof value === 'string' ? undefined : value);

function readTrigger(raw: unknown, path: string, issues: JsonIssues): void {
  if (!isObject(raw)) { issues.add(path, m.badTriggerType); return; }
  if (raw.type === 'setFields') {
    issues.object(raw, 'values', path, false);
    return;
  }
  if (raw.type !== 'http') { issues.add(`${path}.type`, m.badTriggerType); return; }
  if (typeof raw.method !== 'string' || !METHODS.has(raw.method)) issues.add(`${path}.method`, m.badMethod);
  issues.string(raw, 'url', path);
  const headers = issues.object(raw, 'headers', path);
  for (const [name, value] of Object.entries(headers ?? {})) if (typeof value !== 'string') issues.add(`${path}.headers.${name}`, m.badBodyValue);
  const body = issues.object(raw, 'body', path, false);
  for (const [key, value] of Object.entries(body ?? {})) {
    if (typeof value !== 'string' && !(isObject(value) && 'const' in value)) issues.add(`${path}.body.${key}`, m.badBodyValue);
  }
}

// The JSON shapes a text or number control holds (values-shape.ts's rules, kept tiny: the launch page loads this).
const SHAPE_PROBLEMS: Readonly<Record<string, (value: unknown) => string | undefined>> = {
  string: (value) => (typeof value === 'string' ? undefined : '必须是文本'),
  number: (value) => (typeof value === 'number' || typeof value === 'string' ? undefined : '必须是数字'),
};

/** Why `value` cannot be set on `control`, by the form's own value rules (JSON shape, then the field's rules). */
export function setValueProblem(control: Control, value: unknown): string | undefined {
  const shape = control.props?.number === true ? 'number' : getControlType(control.moduleId)?.valueShape ?? 'any';
  return (value === null ? undefined : SHAPE_PROBLEMS[shape]?.(value)) ?? validateField(control, value);
}

function checkTrigger(name: string, trigger: TriggerSpec | undefined, { controlsById }: NodeCheckContext): string[] {
  if (!trigger) return [m.noTrigger(name)];
  if (trigger.type === 'setFields') {
    const entries = Object.entries(trigger.values);
    if (entries.length === 0) return [m.noFieldsToSet(name)];
    return entries.flatMap(([id, value]) => {
      const control = controlsById.get(id);
      if (!control) return [m.setFieldMissing(name, id)];
      const problem = setValueProblem(control, value);
      return problem ? [m.setFieldBadValue(name, control.config?.title ?? id, problem)] : [];
    });
  }
  const problems = isAbsoluteHttpUrl(trigger.url) ? [] : [m.badUrl(name)];
  for (const header of forbiddenHeaderNames(trigger.headers)) problems.push(`「${name}」${outboundAddressMessages.header(header)}`);
  for (const [key, value] of Object.entries(trigger.body)) {
    if (typeof value === 'string' && !controlsById.has(value)) problems.push(m.bodyControlMissing(name, key, value));
  }
  return problems;
}

/** The controls a trigger reads (body) or writes (setFields). */
function controlsOf(trigger: TriggerSpec | undefined): string[] {
  if (!trigger) return [];
  if (trigger.type === 'setFields') return Object.keys(trigger.values);
  return Object.values(trigger.body).filter((value): value is string => typeof value === 'string');
}

/** The request an http trigger sends for these values: body keys mapped to control values or constants. */
export function requestOf(nodeId: string, trigger: Extract<TriggerSpec, { type: 'http' }>, values: Readonly<Record<string, unknown>>): OutboxRequest {
  const body = Object.fromEntries(Object.entries(trigger.body).map(([key, value]) => [key, constOf(value)?.const ?? (own(values, value as string) ?? null)]));
  return { nodeId, method: trigger.method, url: trigger.url, ...(trigger.headers ? { headers: { ...trigger.headers } } : {}), body };
}

export const triggerNode: NodeType<TriggerNode> = {
  type: 'trigger',
  label: labels.trigger,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-erp", "type": "trigger", "name": "通知 ERP", "props": {"trigger": {"type": "http", "method": "POST",',
    '"url": "https://erp.example.com/api/leave", "body": {"days": "leave_days", "source": {"const": "oa"}}}}}',
    '— recorded in "outbox", goes on at once; or {"type": "setFields", "values": {"leave_days": 5}}: the',
    'values are set and later conditions read them',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Json;
    if (props.trigger !== undefined) readTrigger(props.trigger, `${path}.props.trigger`, issues);
    return raw;
  },
  check: (node, context) => problemsAt(node.id, checkTrigger(node.name || labels.trigger, node.props.trigger, context)),
  create: (id) => ({ id, type: 'trigger', name: labels.trigger, props: { trigger: { type: 'http', method: 'POST', url: '', body: {} } } }),
  summary(node, names) {
    const trigger = node.props.trigger;
    if (!trigger) return '';
    if (trigger.type === 'setFields') return `${labels.setFields}：${Object.keys(trigger.values).map(names.controlTitle).join('、')}`;
    return trigger.url ? `${trigger.method} ${trigger.url}` : '';
  },
  usedControls: (node) => ({ conditions: controlsOf(node.props.trigger), assignees: [] }),
  preview(node, walker) {
    const trigger = node.props.trigger;
    if (trigger?.type === 'setFields') walker.setValues(trigger.values);
    return [{ nodeId: node.id, type: 'trigger' }];
  },
  describeStep: (step, names) => ({
    nodeId: step.nodeId, verb: '触发', kind: 'inform', node: names.nodeName(step.nodeId), people: [], detail: '自动执行', toCome: '待触发',
  }),
  enter(node, runner) {
    const trigger = node.props.trigger;
    if (trigger?.type === 'setFields') {
      runner.setValues(trigger.values);
      runner.record({ action: 'trigger', nodeId: node.id });
    } else if (trigger) {
      (runner.state.outbox ??= []).push(requestOf(node.id, trigger, runner.state.values));
    }
    runner.advance(node);
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { trigger: TriggerNode }
}
