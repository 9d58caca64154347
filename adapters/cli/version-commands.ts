/**
 * The version commands of approval-form (issue 29): diff-flow compares two versions of a flow (what the
 * 版本记录 page's 对比 shows), migrate moves a running instance from one version to another (迁移). A version file
 * is a flow JSON, or a design {"flow", "form"} (then diff-flow compares the forms too, and migrate checks the
 * instance's values against the target's form).
 */
import { indexOrganisation, parseFlow, parseInstanceState, type Flow, type FlowInstanceState, type Organisation } from '../../domain/flow';
import {
  diffFlows, diffForms, flowDiffWords, formDiffWords, idNames, isEmptyFlowDiff, migrateInstance, type ChangeNames,
} from '../../domain/flow/versions';
import type { Form } from '../../domain/model/form';
import { parseForm } from '../../domain/model/form-json';
import { EXIT_INVALID, EXIT_VALID, type CliIo } from './cli-io';
import { describe, loadForm, printable, readJson, UnusableInput } from './cli-input';
import { CliMessages } from './cli-messages';
import { loadOrg } from './flow-commands';
import type { CliCommand } from './parse-args';

type Args<C extends CliCommand['command']> = Extract<CliCommand, { command: C }>;

/** A version: its flow, and its form when the file is a design. */
interface VersionFile {
  readonly flow: Flow;
  readonly form?: Form;
}

function loadVersion(io: CliIo, file: string): VersionFile {
  const raw = readJson(io, file, 'flow');
  const design = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'flow' in raw && !('root' in raw) ? raw as { flow: unknown; form?: unknown } : undefined;
  const parsed = parseFlow(design ? design.flow : raw);
  if (!parsed.ok) throw new UnusableInput(CliMessages.inFile('flow', file, describe(parsed.errors.map((e) => ({ ...e, path: design ? `flow.${e.path}` : e.path })))));
  if (design?.form === undefined) return { flow: parsed.flow };
  const form = parseForm(design.form);
  if (!form.ok) throw new UnusableInput(CliMessages.inFile('form', file, describe(form.errors.map((e) => ({ ...e, path: `form.${e.path}` })))));
  return { flow: parsed.flow, form: form.form };
}

const write = (io: CliIo, lines: readonly string[]) => io.stdout(lines.map((line) => `${printable(line)}\n`).join(''));

/** Names from the organisation when there is one, else the ids themselves. */
function namesOf(form: Form | undefined, org: Organisation | undefined): ChangeNames {
  const names = idNames(form?.controls ?? []);
  if (!org) return names;
  const index = indexOrganisation(org);
  return { ...names, userName: (id) => index.nameOf(id), deptName: (id) => org.depts.find((d) => d.id === id)?.name ?? id, roleName: (id) => org.roles.find((r) => r.id === id)?.name ?? id };
}

/** Exit 0 when the versions are the same, 1 when they differ (like diff). */
export function runDiffFlow(io: CliIo, args: Args<'diff-flow'>): number {
  const from = loadVersion(io, args.from);
  const to = loadVersion(io, args.to);
  const flow = diffFlows(from.flow, to.flow);
  const form = from.form && to.form ? diffForms(from.form, to.form) : undefined;
  const same = isEmptyFlowDiff(flow) && (form?.changes.length ?? 0) === 0;
  if (args.format === 'json') io.stdout(`${JSON.stringify({ same, changes: flow.changes, settings: flow.settings, ...(form ? { form: form.changes } : {}) })}\n`);
  else {
    const names = namesOf(to.form ?? from.form, undefined);
    const lines = [...flowDiffWords(flow, names), ...(form ? formDiffWords(form, names) : [])];
    write(io, same ? ['两个版本相同'] : lines);
  }
  return same ? EXIT_VALID : EXIT_INVALID;
}

function parseMap(text: string | undefined): Record<string, string> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnusableInput(CliMessages.mapNotJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.values(value).every((v) => typeof v === 'string')) {
    throw new UnusableInput(CliMessages.mapNotObject);
  }
  return Object.fromEntries(Object.entries(value)) as Record<string, string>;
}

function loadState(io: CliIo, file: string): FlowInstanceState {
  const raw = readJson(io, file, 'instance');
  // The CLI's run output has no state; a demo instance record holds it under flowState.
  const parsed = parseInstanceState(typeof raw === 'object' && raw !== null && 'flowState' in raw ? (raw as { flowState: unknown }).flowState : raw);
  if (!parsed.ok) throw new UnusableInput(CliMessages.inFile('instance', file, describe(parsed.errors)));
  return parsed.state;
}

const EMPTY_ORG: Organisation = { users: [], depts: [], roles: [] };

/**
 * Prints the moved state ({"moved": true, "state", "standing"}, exit 0) or why it cannot move
 * ({"moved": false, "reasons": [{"nodeId"?, "controlId"?, "message"}]}, exit 1). The target's form is --form,
 * or the form of a design file given as --to; without either, values are not checked.
 */
export function runMigrate(io: CliIo, args: Args<'migrate'>): number {
  const state = loadState(io, args.instance);
  const from = loadVersion(io, args.from);
  const to = loadVersion(io, args.to);
  const map = parseMap(args.map);
  const form = args.form !== undefined ? loadForm(io, args.form) : to.form ?? { id: '', name: '', controls: [] };
  const org = args.org !== undefined ? loadOrg(io, args.org) : undefined;
  const result = migrateInstance({ state, from: from.flow, to: { flow: to.flow, form, org: org ?? EMPTY_ORG }, map });
  if (args.format === 'json') {
    io.stdout(`${JSON.stringify(result.ok ? { moved: true, state: result.state, standing: result.standing } : { moved: false, reasons: result.reasons })}\n`);
  } else if (result.ok) {
    const name = org ? namesOf(form, org).userName : (id: string) => id;
    write(io, [result.unchanged ? '目标版本与当前版本相同，无需迁移' : '可以迁移', ...result.standing.map((s) => `${s.nodeName}：${s.userIds.map(name).join('、') || '（无）'}${s.reassigned ? '（按新版本重新分配）' : ''}`)]);
  } else write(io, ['不能迁移', ...result.reasons.map((r) => r.message)]);
  return result.ok ? EXIT_VALID : EXIT_INVALID;
}
