/**
 * The flow commands of approval-form: check-flow (the designer's pre-publish checks), route (the route a
 * submission will take) and run (start an instance and apply actions). They read the files through `io`,
 * run domain/flow, and write JSON or text; unusable input throws UnusableInput (exit 2).
 */
import {
  actionKinds, applyAction, checkFlow, formatSerialNo, instanceTitle, serialNoRuleOf, titleRuleOf, describeSteps, indexFlow, indexOrganisation, parseFlow, parseOrganisation, pendingOf, previewRoute, startInstance,
  type Flow, type FlowAction, type FlowEnvironment, type FlowInstanceState, type Organisation, type StepWords,
} from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import { EXIT_INVALID, EXIT_VALID, type CliIo } from './cli-io';
import { describe, loadForm, loadValues, printable, readJson, UnusableInput } from './cli-input';
import type { CliCommand, FlowRunArgs } from './parse-args';
import { CliMessages } from './cli-messages';
import { localNow } from '../../domain/flow/time/local-now';
import { loadFlowCatalog } from './flow-catalog-input';

type Args<C extends CliCommand['command']> = Extract<CliCommand, { command: C }>;

export function loadFlow(io: CliIo, file: string): Flow {
  const parsed = parseFlow(readJson(io, file, 'flow'));
  if (!parsed.ok) throw new UnusableInput(CliMessages.inFile('flow', file, describe(parsed.errors)));
  return parsed.flow;
}

export function loadOrg(io: CliIo, file: string): Organisation {
  const parsed = parseOrganisation(readJson(io, file, 'org'));
  if (!parsed.ok) throw new UnusableInput(CliMessages.inFile('org', file, describe(parsed.errors)));
  return parsed.org;
}

function parseSelected(text: string | undefined): Record<string, string[]> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnusableInput(CliMessages.selectedNotJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UnusableInput(CliMessages.selectedNotObject);
  for (const [nodeId, users] of Object.entries(value)) {
    if (!Array.isArray(users) || !users.every((id) => typeof id === 'string')) throw new UnusableInput(CliMessages.selectedNotUserIds(nodeId));
  }
  return Object.fromEntries(Object.entries(value)) as Record<string, string[]>;
}

/** Actions the system sends (tick, subflowFinished): the actions file gives them without an actor. */
const SYSTEM_ACTIONS = new Set(actionKinds().filter((kind) => kind.system).map((kind) => kind.name));

function loadActions(io: CliIo, file: string): FlowAction[] {
  const raw = readJson(io, file, 'actions');
  if (!Array.isArray(raw)) throw new UnusableInput(CliMessages.inFile('actions', file, CliMessages.atPath('', CliMessages.actionsNotList)));
  raw.forEach((action, i) => {
    const bad = (field: string, what: string) => new UnusableInput(CliMessages.inFile('actions', file, CliMessages.atPath(`[${i}]${field}`, what)));
    if (typeof action !== 'object' || action === null || Array.isArray(action)) throw bad('', CliMessages.actionNotObject);
    if (typeof action.action !== 'string') throw bad('.action', CliMessages.actionName);
    if (SYSTEM_ACTIONS.has(action.action) && action.actor === undefined) action.actor = '';
    if (typeof action.actor !== 'string') throw bad('.actor', CliMessages.actionActor);
    for (const field of ['comment', 'to', 'position', 'nodeId', 'at', 'result', 'signature']) {
      if (action[field] !== undefined && typeof action[field] !== 'string') throw bad(`.${field}`, CliMessages.expectedText);
    }
    if (action.values !== undefined && (typeof action.values !== 'object' || action.values === null || Array.isArray(action.values))) throw bad('.values', CliMessages.expectedObject);
  });
  return (raw as FlowAction[]).map((action) => (action.actor === undefined ? { ...action, actor: '' } : action));
}

function loadEnvironment(io: CliIo, args: FlowRunArgs): { env: FlowEnvironment; values: Record<string, unknown>; selected: Record<string, string[]> } {
  const flow = loadFlow(io, args.flow);
  const form = loadForm(io, args.form);
  const org = loadOrg(io, args.org);
  return { env: { flow, form, org }, values: loadValues(io, args.values, form), selected: parseSelected(args.selected) };
}

// ---- text output ----

const STATUS_TEXT = { pending: '审批中', approved: '已通过', rejected: '已拒绝', withdrawn: '已撤回', revoked: '已撤销' } as const;
/** One line per step (审批 直属主管（或签）：郑前端), a parallel group's branches indented under it. */
function stepLines(steps: readonly StepWords[], indent = ''): string[] {
  return steps.flatMap((step) => {
    if (step.branches) return [`${indent}${step.verb} ${step.node}`, ...step.branches.flatMap((branch, i) => [`${indent}  分支${i + 1}`, ...stepLines(branch, `${indent}    `)])];
    const people = step.people.length === 0 ? step.detail ?? '（无）' : step.people.join('、');
    return [`${indent}${step.verb} ${step.node}${step.mode ? `（${step.mode}）` : ''}：${people}${step.auto ? `（${step.auto}）` : ''}`];
  });
}

function routeLines(steps: Parameters<typeof describeSteps>[0], flow: Flow, org: Organisation, form: Form): string[] {
  const index = indexFlow(flow);
  const people = indexOrganisation(org);
  const controlTitle = (id: string) => form.controls.find((c) => c.id === id)?.config.title ?? id;
  return stepLines(describeSteps(steps, { nodeName: (id) => index.node(id)?.name || id, userName: (id) => people.nameOf(id), node: (id) => index.node(id), controlTitle }));
}

const write = (io: CliIo, lines: string[]) => io.stdout(lines.map((line) => `${printable(line)}\n`).join(''));

// ---- commands ----

export function runCheckFlow(io: CliIo, args: Args<'check-flow'>): number {
  const flow = loadFlow(io, args.flow);
  const form = loadForm(io, args.form);
  const org = args.org === undefined ? undefined : loadOrg(io, args.org);
  const flows = args.flows === undefined ? undefined : loadFlowCatalog(io, args.flows);
  const errors = checkFlow(flow, form, org, flows);
  const valid = errors.length === 0;
  if (args.format === 'json') io.stdout(`${JSON.stringify({ valid, errors })}\n`);
  else write(io, valid ? ['流程检查通过'] : errors.map((error) => `${error.nodeId}：${error.message}`));
  return valid ? EXIT_VALID : EXIT_INVALID;
}

export function runRoute(io: CliIo, args: Args<'route'>): number {
  const { env, values, selected } = loadEnvironment(io, args);
  // 代理 in force at --now (default now) decide who the approvers are.
  const route = previewRoute({ ...env, values, initiator: args.initiator, selected, now: args.now ?? io.now?.() ?? localNow() });
  if (args.format === 'json') io.stdout(`${JSON.stringify(route)}\n`);
  else write(io, [...routeLines(route.steps, env.flow, env.org, env.form), ...route.errors.map((error) => `错误 ${error.nodeId}：${error.message}`)]);
  return route.errors.length === 0 ? EXIT_VALID : EXIT_INVALID;
}

/** 审批编号 (absent without a rule) and the title of the instance launched at `launchedAt` as the seq-th of its period. */
function numberAndTitle(env: FlowEnvironment, args: Args<'run'>, values: Record<string, unknown>, launchedAt: string) {
  const rule = serialNoRuleOf(env.flow.settings);
  const title = instanceTitle(titleRuleOf(env.flow.settings), {
    initiatorName: indexOrganisation(env.org).nameOf(args.initiator), flowName: env.flow.name, launchedAt, form: env.form, values,
  });
  return { ...(rule ? { serialNo: formatSerialNo(rule, launchedAt, args.seq) } : {}), title };
}

function runOutput(state: FlowInstanceState, refused: Array<{ index: number; message: string }>, named: { serialNo?: string; title: string }) {
  return {
    status: state.status, ...named, pending: pendingOf(state), cc: state.cc, history: state.history, refused,
    // Issue 26 / 27: what the instance waits on, the timeout reminders, the outbound requests and the child instances asked for.
    waiting: state.waits ?? [], reminders: state.reminders ?? [], outbox: state.outbox ?? [], subflows: state.subflows ?? [],
  };
}

export function runRun(io: CliIo, args: Args<'run'>): number {
  const { env, values, selected } = loadEnvironment(io, args);
  const actions = loadActions(io, args.actions);
  const started = startInstance(env, { initiator: args.initiator, values, selected, at: args.now ?? io.now?.() ?? localNow() });
  if (!started.ok) {
    if (args.format === 'json') io.stdout(`${JSON.stringify({ errors: started.errors })}\n`);
    else write(io, started.errors.map((error) => `错误 ${error.nodeId}：${error.message}`));
    return EXIT_INVALID;
  }
  let state = started.state;
  const refused: Array<{ index: number; message: string }> = [];
  actions.forEach((action, index) => {
    const result = applyAction(env, state, action);
    if (result.ok) state = result.state;
    else refused.push({ index, message: result.message });
  });
  const output = runOutput(state, refused, numberAndTitle(env, args, values, state.startedAt ?? args.now ?? localNow()));
  if (args.format === 'json') io.stdout(`${JSON.stringify(output)}\n`);
  else {
    const org = indexOrganisation(env.org);
    const nodeName = (id: string) => indexFlow(env.flow).node(id)?.name || id;
    write(io, [
      ...(output.serialNo ? [`审批编号：${output.serialNo}`] : []),
      `标题：${output.title}`,
      `状态：${STATUS_TEXT[state.status]}`,
      ...output.pending.map((p) => `待处理 ${nodeName(p.nodeId)}：${p.userIds.map(org.nameOf).join('、')}`),
      ...(output.cc.length ? [`抄送：${output.cc.map(org.nameOf).join('、')}`] : []),
      ...output.waiting.map((w) => `等待 ${nodeName(w.nodeId)}${w.until ? `：至 ${w.until.replace('T', ' ')}` : ''}`),
      ...output.reminders.map((r) => `超时提醒 ${nodeName(r.nodeId)}：${org.nameOf(r.userId)}（${r.at.replace('T', ' ')}）`),
      ...refused.map((r) => `第 ${r.index + 1} 个操作被拒绝：${r.message}`),
    ]);
  }
  return refused.length === 0 ? EXIT_VALID : EXIT_INVALID;
}
