/**
 * Command-line arguments of approval-form: a command, then `--name value` or `--name=value` options.
 * Entry point: `parseArgs(argv)` -> the parsed command or a one-line usage error.
 */
import { BPMN_TARGETS, isBpmnTarget, type BpmnTarget } from '../../domain/flow/bpmn';
import { isLocalTime } from '../../domain/flow/time/local-time';

export type Format = 'json' | 'text';

/** The files and inputs of route / run (a flow with a submission, an organisation and the initiator). */
export interface FlowRunArgs {
  flow: string;
  form: string;
  values: string;
  org: string;
  initiator: string;
  /** Inline JSON `{ "nodeId": [userId] }` (发起人自选), as typed. */
  selected?: string;
  /** --now: run's start time, route's moment (YYYY-MM-DDTHH:mm[:ss]); default: the current local time. */
  now?: string;
  format: Format;
}

export type CliCommand =
  | { command: 'help' }
  | { command: 'validate'; form: string; values: string; format: Format; today?: string; hidden: string[]; org?: string }
  | { command: 'display'; form: string; values: string; org?: string; format: Format }
  | { command: 'check-form'; form: string; format: Format }
  | { command: 'check-flow'; flow: string; form: string; org?: string; flows?: string; format: Format }
  | ({ command: 'route' } & FlowRunArgs)
  | ({ command: 'run'; actions: string; /** 审批编号's sequence number the backend gave (default 1). */ seq: number } & FlowRunArgs)
  | { command: 'export-bpmn'; flow: string; form: string; target: BpmnTarget; out?: string }
  | { command: 'import-bpmn'; bpmn: string; target?: BpmnTarget }
  | { command: 'diff-flow'; from: string; to: string; format: Format }
  | { command: 'migrate'; instance: string; from: string; to: string; map?: string; form?: string; org?: string; format: Format };

const COMMANDS = ['validate', 'display', 'check-form', 'check-flow', 'route', 'run', 'export-bpmn', 'import-bpmn', 'diff-flow', 'migrate'] as const;
type CommandName = (typeof COMMANDS)[number];

const OPTIONS: Record<CommandName, readonly string[]> = {
  validate: ['form', 'values', 'format', 'today', 'hidden', 'org'],
  display: ['form', 'values', 'org', 'format'],
  'check-form': ['form', 'format'],
  'check-flow': ['flow', 'form', 'org', 'flows', 'format'],
  route: ['flow', 'form', 'values', 'org', 'initiator', 'selected', 'now', 'format'],
  run: ['flow', 'form', 'values', 'org', 'initiator', 'selected', 'actions', 'now', 'format', 'seq'],
  'export-bpmn': ['flow', 'form', 'target', 'out'],
  'import-bpmn': ['bpmn', 'target'],
  'diff-flow': ['from', 'to', 'format'],
  migrate: ['instance', 'from', 'to', 'map', 'form', 'org', 'format'],
};

/** --target, when given, names one of the BPMN targets. */
function readTarget(value: string | undefined): BpmnTarget | undefined | { error: string } {
  if (value === undefined || isBpmnTarget(value)) return value;
  return { error: `--target 只能是 ${BPMN_TARGETS.join('、')}，不能是 '${value}'` };
}

// A Map-free lookup would find `constructor` or `toString` on Object.prototype: test membership explicitly.
const isCommand = (name: string): name is CommandName => (COMMANDS as readonly string[]).includes(name);

/** The options of one command, or an error. */
function readOptions(command: CommandName, rest: readonly string[]): Map<string, string> | { error: string } {
  const allowed = OPTIONS[command];
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) return { error: `多余的参数 '${arg}'，用法见 --help` };
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (!allowed.includes(name)) return { error: `${command} 没有选项 --${name}，用法见 --help` };
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = rest[i + 1];
      i++;
    }
    if (value === undefined) return { error: `选项 --${name} 缺少值` };
    options.set(name, value);
  }
  return options;
}

/** diff-flow and migrate: two flow versions (--from, --to), and for migrate the instance and its options. */
function versionArgs(
  command: 'diff-flow' | 'migrate', options: Map<string, string>, format: Format, need: (name: string, what: string) => string | { error: string },
): CliCommand | { error: string } {
  const instance = command === 'migrate' ? need('instance', 'state.json') : '';
  if (typeof instance !== 'string') return instance;
  const from = need('from', 'a.json');
  if (typeof from !== 'string') return from;
  const to = need('to', 'b.json');
  if (typeof to !== 'string') return to;
  if (command === 'diff-flow') return { command, from, to, format };
  const optional = Object.fromEntries(['map', 'form', 'org'].filter((name) => options.get(name) !== undefined).map((name) => [name, options.get(name)]));
  return { command, instance, from, to, format, ...optional };
}

export function parseArgs(argv: readonly string[]): CliCommand | { error: string } {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { command: 'help' };
  const [command, ...rest] = argv;
  if (command === undefined) return { error: `缺少命令（${COMMANDS.join('、')}），用法见 --help` };
  if (!isCommand(command)) return { error: `未知命令 '${command}'，用法见 --help` };
  const options = readOptions(command, rest);
  if (!(options instanceof Map)) return options;
  const format = options.get('format') ?? 'json';
  if (format !== 'json' && format !== 'text') return { error: `--format 只能是 json 或 text，不能是 '${format}'` };
  const need = (name: string, what: string): string | { error: string } => options.get(name) || { error: `${command} 需要 --${name} <${what}>` };
  const target = readTarget(options.get('target'));
  if (typeof target === 'object') return target;
  if (command === 'import-bpmn') {
    const bpmn = need('bpmn', 'file.bpmn');
    return typeof bpmn === 'string' ? { command, bpmn, ...(target && { target }) } : bpmn;
  }
  if (command === 'diff-flow' || command === 'migrate') return versionArgs(command, options, format, need);
  const form = need('form', 'form.json');
  if (typeof form !== 'string') return form;
  if (command === 'check-form') return { command, form, format };
  if (command === 'validate') {
    const values = need('values', 'values.json');
    if (typeof values !== 'string') return values;
    const today = options.get('today');
    if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) return { error: `--today 应为 YYYY-MM-DD，不能是 '${today}'` };
    const hidden = (options.get('hidden') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
    return { command: 'validate', form, values, format, today, hidden, ...(options.get('org') ? { org: options.get('org') } : {}) };
  }
  if (command === 'display') {
    const values = need('values', 'values.json');
    if (typeof values !== 'string') return values;
    return { command: 'display', form, values, format, ...(options.get('org') ? { org: options.get('org') } : {}) };
  }
  const flow = need('flow', 'flow.json');
  if (typeof flow !== 'string') return flow;
  if (command === 'check-flow') return { command, flow, form, org: options.get('org') || undefined, flows: options.get('flows') || undefined, format };
  if (command === 'export-bpmn') return { command, flow, form, target: target ?? 'camunda8', ...(options.get('out') && { out: options.get('out') }) };
  const values = need('values', 'values.json');
  if (typeof values !== 'string') return values;
  const org = need('org', 'org.json');
  if (typeof org !== 'string') return org;
  const initiator = need('initiator', 'userId');
  if (typeof initiator !== 'string') return initiator;
  const now = options.get('now');
  if (now !== undefined && !isLocalTime(now)) return { error: `--now 应为 YYYY-MM-DDTHH:mm（秒可选），不能是 '${now}'` };
  const base: FlowRunArgs = { flow, form, values, org, initiator, selected: options.get('selected'), format, ...(now === undefined ? {} : { now }) };
  if (command === 'route') return { command: 'route', ...base };
  const actions = need('actions', 'actions.json');
  if (typeof actions !== 'string') return actions;
  const seqText = options.get('seq') ?? '1';
  if (!/^[1-9]\d{0,9}$/.test(seqText)) return { error: `--seq 应为正整数，不能是 '${seqText}'` };
  return { command: 'run', ...base, actions, seq: Number(seqText) };
}
