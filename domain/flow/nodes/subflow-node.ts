/**
 * 子流程: entering asks for a child instance of another flow (`subflowRequested`, queued in `subflows`),
 * started by the parent's initiator or the member a parent control holds, with the mapped values. Without
 * `wait` the parent goes on at once; with it the parent waits (in `waits`) until `subflowFinished`.
 */
import type { Control } from '../../model/control';
import { getControlType } from '../../controls/registry';
import { isEmptyValue } from '../../validation/empty-value';
import { canHoldMembers } from '../assignees/form-field';
import type { CcNode, SubflowNode, SubflowSpec } from '../model/flow';
import { isObject, type Json, type JsonIssues } from '../model/json-reader';
import { own } from '../model/own';
import type { SubflowRequest } from '../runtime/instance-state';
import { outboundLabels as labels, outboundMessages as m } from '../outbound-messages';
import { problemsAt, type CatalogFlow, type NodeCheckContext, type NodeType, type Runner, type StepNames } from './node-type';

/** The wait a waiting 子流程 node puts in the state's `waits`. */
export const SUBFLOW_WAIT = 'subflow';

function readSubflow(raw: unknown, path: string, issues: JsonIssues): void {
  if (!isObject(raw)) { issues.add(path, m.noSubflow('')); return; }
  issues.string(raw, 'flowId', path, true);
  const fieldMap = issues.object(raw, 'fieldMap', path);
  for (const [child, parent] of Object.entries(fieldMap ?? {})) if (typeof parent !== 'string') issues.add(`${path}.fieldMap.${child}`, m.badBodyValue);
  const initiator = raw.initiator;
  if (initiator !== undefined && initiator !== 'initiator' && !(isObject(initiator) && typeof initiator.controlId === 'string')) issues.add(`${path}.initiator`, m.badInitiator);
  issues.boolean(raw, 'wait', path);
}

/**
 * A control that may name the child's initiator (issue 38): a 成员 control, whose people are options the designer
 * chose (a choice whose option values are user ids). A text control is never one: its filler could type anyone.
 */
export const namesMember = (control: Control): boolean => getControlType(control.moduleId)?.membersFrom === 'options';

/** Controls whose values can be mapped onto each other: the same value shape (text → text, number → number…). */
export function mapsOnto(child: Control, parent: Control): boolean {
  const shape = (control: Control) => (control.props?.number === true ? 'number' : getControlType(control.moduleId)?.valueShape ?? 'any');
  return shape(child) === shape(parent);
}

const controlTitle = (control: Control) => control.config?.title || control.id;

/** The value a child control starts with when the 子流程 does not map it (its default; undefined when it has none). */
export function childDefaultOf(control: Control): unknown {
  const type = getControlType(control.moduleId);
  if (type && !type.holdsValue) return undefined;
  // A table's default is the rows the designer filled in, never the filler's one empty row.
  if (type?.valueShape === 'rows' && !(Array.isArray(control.props?.value) && control.props.value.length > 0)) return undefined;
  const value = type ? type.initialValue(control) : control.props?.value;
  return isEmptyValue(value) ? undefined : value;
}

/** The values a child starts with: each unmapped control's default, then the mapped values. */
export function childStartValues(controls: Iterable<Control>, mapped: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const control of controls) {
    if (control.props?.isTableField === true) continue;
    const value = childDefaultOf(control);
    if (value !== undefined) values[control.id] = value;
  }
  return { ...values, ...mapped };
}

/**
 * The child's required controls that the `fieldMap` does not fill and that have no default (issue 43 #1): the
 * child could not start, and a waiting parent would end 已拒绝 after everyone approved.
 */
export function unfilledChildFields(spec: SubflowSpec, child: Pick<CatalogFlow, 'controlsById'>): Control[] {
  const mapped = new Set(Object.keys(spec.fieldMap ?? {}));
  return [...child.controlsById.values()].filter((control) => control.config?.required === true && control.config?.hidden !== true
    && control.props?.isTableField !== true && !mapped.has(control.id) && (getControlType(control.moduleId)?.holdsValue ?? true)
    && childDefaultOf(control) === undefined);
}

/** The problem of each 子流程 node whose child has required fields left unfilled (the launch page's route warns with it). */
export function subflowGaps(name: string, spec: SubflowSpec | undefined, child: Pick<CatalogFlow, 'controlsById'> | undefined): string[] {
  if (!spec?.flowId || !child) return [];
  const unfilled = unfilledChildFields(spec, child);
  return unfilled.length > 0 ? [m.childRequiredUnmapped(name, unfilled.map(controlTitle).join('、'))] : [];
}

function checkSubflow(name: string, spec: SubflowSpec | undefined, { controlsById, flows }: NodeCheckContext): string[] {
  if (!spec?.flowId) return [m.noSubflow(name)];
  const problems: string[] = [];
  const initiator = spec.initiator;
  if (typeof initiator === 'object') {
    const control = controlsById.get(initiator.controlId);
    if (!control || !canHoldMembers(control)) problems.push(m.initiatorControlMissing(name, initiator.controlId));
    else if (!namesMember(control)) problems.push(m.initiatorNotMember(name, controlTitle(control)));
  }
  const child = flows?.get(spec.flowId);
  if (flows && !child) problems.push(m.subflowMissing(name, spec.flowId));
  else if (child && !child.published) problems.push(m.subflowUnpublished(name, child.name));
  for (const [childId, parentId] of Object.entries(spec.fieldMap ?? {})) {
    const parentControl = controlsById.get(parentId);
    const childControl = child?.controlsById.get(childId);
    if (!parentControl) problems.push(m.parentFieldMissing(name, parentId));
    if (child && !childControl) problems.push(m.childFieldMissing(name, childId));
    if (parentControl && childControl && !mapsOnto(childControl, parentControl)) problems.push(m.fieldTypesDiffer(name, controlTitle(childControl), controlTitle(parentControl)));
  }
  if (child?.published) problems.push(...subflowGaps(name, spec, child));
  return problems;
}

/**
 * The child flow's name: the caller's (where it knows the flows), else the one the designer kept next to the id
 * (as ruoyi's calledProcessDefinitionName), else the id.
 */
function childFlowName(spec: SubflowSpec, names: Pick<StepNames, 'flowName'>): string {
  return names.flowName?.(spec.flowId) ?? (typeof spec.flowName === 'string' && spec.flowName ? spec.flowName : spec.flowId);
}

/** Who starts the child: the parent's initiator, or the first member the chosen control holds ('' if none). */
function childInitiator(node: SubflowNode, spec: SubflowSpec, runner: Runner): string {
  const initiator = spec.initiator ?? 'initiator';
  if (initiator === 'initiator') return runner.state.initiator;
  // Only a 成员 control names someone else (a design stored before this rule may name a text control: nobody).
  const control = runner.conditions.controlsById.get(initiator.controlId);
  if (!control || !namesMember(control)) return '';
  const asContact = { id: node.id, type: 'cc', name: node.name, props: { assignee: { type: 'formField', controlId: initiator.controlId } } } as CcNode;
  return runner.resolve(asContact).userIds[0] ?? '';
}

export function subflowRequestOf(node: SubflowNode, spec: SubflowSpec, runner: Runner): SubflowRequest {
  const values = Object.fromEntries(Object.entries(spec.fieldMap ?? {}).map(([childId, parentId]) => [childId, own(runner.state.values, parentId) ?? null]));
  return { nodeId: node.id, flowId: spec.flowId, initiator: childInitiator(node, spec, runner), values };
}

export const subflowNode: NodeType<SubflowNode> = {
  type: 'subflow',
  label: labels.subflow,
  /** The CLI's --help example (adapters/cli/help-text.ts). */
  cliExample: [
    '{"id": "n-buy", "type": "subflow", "name": "采购", "props": {"subflow": {"flowId": "flow-purchase",',
    '"flowName": "采购", "fieldMap": {"purchase_item": "leave_reason"}, "initiator": "initiator", "wait": true}}}',
    '— asks for a child instance ("subflows"); with wait the parent waits until',
    '{"action": "subflowFinished", "nodeId": "n-buy", "result": "approved"|"rejected"|"withdrawn"}',
  ],
  addable: true,
  opensWhenAdded: true,
  read(raw, path, issues) {
    const props = raw.props as Json;
    if (props.subflow !== undefined) readSubflow(props.subflow, `${path}.props.subflow`, issues);
    return raw;
  },
  check: (node, context) => problemsAt(node.id, checkSubflow(node.name || labels.subflow, node.props.subflow, context)),
  create: (id) => ({ id, type: 'subflow', name: labels.subflow, props: { subflow: { flowId: '', fieldMap: {}, initiator: 'initiator', wait: true } } }),
  summary(node, names) {
    const spec = node.props.subflow;
    return spec?.flowId ? labels.subflowOf(childFlowName(spec, names)) : '';
  },
  usedControls(node) {
    const spec = node.props.subflow;
    const initiator = spec?.initiator;
    return { conditions: Object.values(spec?.fieldMap ?? {}), assignees: typeof initiator === 'object' ? [initiator.controlId] : [] };
  },
  preview: (node) => [{ nodeId: node.id, type: 'subflow', flowId: node.props.subflow?.flowId ?? '' }],
  describeStep(step, names) {
    const node = names.node?.(step.nodeId);
    const spec = node?.type === 'subflow' ? node.props.subflow : undefined;
    const flowName = step.type !== 'subflow' ? '' : spec?.flowId === step.flowId ? childFlowName(spec, names) : names.flowName?.(step.flowId) ?? step.flowId;
    return { nodeId: step.nodeId, verb: '子流程', kind: 'inform', node: names.nodeName(step.nodeId), people: [], detail: flowName && `发起 ${flowName}`, toCome: '待发起' };
  },
  enter(node, runner) {
    const spec = node.props.subflow;
    if (!spec?.flowId) { runner.advance(node); return; }
    const request = subflowRequestOf(node, spec, runner);
    (runner.state.subflows ??= []).push(request);
    runner.events.push({ type: 'subflowRequested', ...request });
    runner.record({ action: 'subflow', nodeId: node.id, result: 'requested' });
    if (spec.wait === false) runner.advance(node);
    else (runner.state.waits ??= []).push({ nodeId: node.id, type: SUBFLOW_WAIT });
  },
};

declare module '../model/flow' {
  interface FlowNodeTypes { subflow: SubflowNode }
}
