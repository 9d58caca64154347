/**
 * The approval-form command line, as a function: `runCli(argv, io)` -> exit code. It reads the files through
 * `io`, runs the domain's validateForm / checkForm, and writes JSON or text. It never throws: unusable input
 * gives exit 2 and one line naming the file and the path of the bad field.
 */
import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';
import { parseForm, type FormJsonError } from '../../domain/model/form-json';
import { hasColumns } from '../../domain/controls/registry';
import { formModelMessages } from '../../domain/messages';
import { checkForm, type FormCheckError } from '../../domain/form-check/check-form';
import { validateForm, type FieldError } from '../../domain/validation/validate-form';
import { EXIT_INVALID, EXIT_UNUSABLE, EXIT_VALID, type CliIo } from './cli-io';
import { helpText } from './help-text';
import { parseArgs, type Format } from './parse-args';
import { describe, loadForm, loadValues, printable, readJson, UnusableInput } from './cli-input';
import { loadOrg, runCheckFlow, runRoute, runRun } from './flow-commands';
import { displayValues } from '../../domain/display/display-values';
import { indexOrganisation } from '../../domain/flow/model/org-index';
import { CliMessages } from './cli-messages';
import { runExportBpmn, runImportBpmn } from './bpmn-commands';
import { runDiffFlow, runMigrate } from './version-commands';

/** Errors of parseForm that describe a bad definition rather than a bad document (check-form reports them). */
const prefixOf = (make: (x: string) => string): string => make('\u0000').split('\u0000')[0];
const DEFINITION_ERRORS = [
  prefixOf((x) => formModelMessages.unknownModuleId(x)),
  prefixOf((x) => formModelMessages.duplicateControlId(x, '')),
  prefixOf((x) => formModelMessages.duplicateOptionId(x, '')),
  prefixOf((x) => formModelMessages.unknownSummaryColumn(x)),
  prefixOf((x) => formModelMessages.summaryColumnNotNumber(x)),
  formModelMessages.nestedTableNotAllowed,
  formModelMessages.invalidFormulaToken,
];
const isDefinitionError = (error: FormJsonError): boolean => DEFINITION_ERRORS.some((prefix) => error.message.startsWith(prefix));

/** The id of the control at a parseForm path such as `controls[3].children[1].id`. */
function controlIdAt(raw: unknown, path: string): string {
  const match = /^controls\[(\d+)\](?:\.children\[(\d+)\])?/.exec(path);
  const controls = (raw as { controls?: unknown[] })?.controls;
  if (!match || !Array.isArray(controls)) return '';
  let control = controls[Number(match[1])] as { id?: unknown; moduleId?: unknown; children?: unknown[] } | undefined;
  if (match[2] !== undefined && typeof control?.moduleId === 'number' && hasColumns(control.moduleId) && Array.isArray(control.children)) {
    control = control.children[Number(match[2])] as typeof control;
  }
  return typeof control?.id === 'string' ? control.id : '';
}

const titleOf = (control: Control | undefined, id: string): string =>
  typeof control?.config?.title === 'string' && control.config.title !== '' ? control.config.title : id;

/** `标题：消息`, or `表格 第2行 列标题：消息` for a table cell. */
function textLine(form: Form, error: FieldError | FormCheckError): string {
  const control = Array.isArray(form.controls) ? form.controls.find((c) => c?.id === error.controlId) : undefined;
  const title = titleOf(control, error.controlId);
  if ('columnId' in error && error.columnId !== undefined) {
    const column = (Array.isArray(control?.children) ? (control.children as Control[]) : []).find((c) => c?.id === error.columnId);
    return `${title} 第${(error.row ?? 0) + 1}行 ${titleOf(column, error.columnId)}：${error.message}`;
  }
  return `${title}：${error.message}`;
}

function output(io: CliIo, format: Format, form: Form, result: { valid: boolean; errors: Array<FieldError | FormCheckError> }, okText: string): number {
  if (format === 'json') io.stdout(`${JSON.stringify(result)}\n`);
  else io.stdout(result.valid ? `${okText}\n` : result.errors.map((error) => `${printable(textLine(form, error))}\n`).join(''));
  return result.valid ? EXIT_VALID : EXIT_INVALID;
}

function runValidate(io: CliIo, args: { form: string; values: string; format: Format; today?: string; hidden: string[]; org?: string }): number {
  const form = loadForm(io, args.form);
  const values = loadValues(io, args.values, form);
  // --org: 成员 and 部门 ids are checked against it (issue 41); without it any non-empty id is accepted.
  const names = args.org === undefined ? undefined : indexOrganisation(loadOrg(io, args.org));
  const result = validateForm(form, values, { today: args.today, hiddenControlIds: args.hidden, ...(names ? { names } : {}) });
  return output(io, args.format, form, result, '校验通过');
}

/** display: the text the read-only view, print and exports show of each shown value (issue 41). */
function runDisplay(io: CliIo, args: { form: string; values: string; org?: string; format: Format }): number {
  const form = loadForm(io, args.form);
  const values = loadValues(io, args.values, form);
  const names = args.org === undefined ? undefined : indexOrganisation(loadOrg(io, args.org));
  const shown = displayValues(form, values, names);
  if (args.format === 'json') io.stdout(`${JSON.stringify(shown)}\n`);
  else {
    const lines = Object.entries(shown).map(([id, { text, capital }]) => printable(`${titleOf(form.controls.find((c) => c.id === id), id)}：${text}${capital ? `（大写：${capital}）` : ''}`));
    io.stdout(lines.map((line) => `${line}\n`).join(''));
  }
  return EXIT_VALID;
}

function runCheckForm(io: CliIo, args: { form: string; format: Format }): number {
  const raw = readJson(io, args.form, 'form');
  const parsed = parseForm(raw);
  let form: Form;
  const extra: FormCheckError[] = [];
  if (parsed.ok) form = parsed.form;
  else {
    const structural = parsed.errors.filter((error) => !isDefinitionError(error));
    if (structural.length > 0) throw new UnusableInput(CliMessages.inFile('form', args.form, describe(structural)));
    // Only definition errors: the document is readable, so check it as it is and report them all.
    form = raw as Form;
    for (const error of parsed.errors) extra.push({ controlId: controlIdAt(raw, error.path), message: error.message });
  }
  const checked = checkForm(form);
  const errors = [...checked.errors];
  for (const error of extra) {
    const sameKind = errors.some((e) => e.controlId === error.controlId && (e.message === error.message || e.message.split('：')[0] === error.message.split('：')[0]));
    if (!sameKind) errors.push(error);
  }
  return output(io, args.format, form, { valid: errors.length === 0, errors }, '表单定义检查通过');
}

const failure = (io: CliIo, error: unknown): number => {
  const message = error instanceof UnusableInput
    ? error.message
    : `内部错误：${error instanceof Error ? error.message : String(error)}`.split('\n')[0];
  io.stderr(`approval-form: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  return EXIT_UNUSABLE;
};

/**
 * Runs one command; returns the exit code (a promise of it for export-bpmn and import-bpmn, whose XML is
 * written and read asynchronously). Never throws, never rejects.
 */
export function runCli(argv: readonly string[], io: CliIo): number | Promise<number> {
  try {
    const args = parseArgs(argv);
    if ('error' in args) {
      io.stderr(`approval-form: ${args.error}\n`);
      return EXIT_UNUSABLE;
    }
    if (args.command === 'help') {
      io.stdout(helpText());
      return EXIT_VALID;
    }
    switch (args.command) {
      case 'validate': return runValidate(io, args);
      case 'display': return runDisplay(io, args);
      case 'check-form': return runCheckForm(io, args);
      case 'check-flow': return runCheckFlow(io, args);
      case 'route': return runRoute(io, args);
      case 'run': return runRun(io, args);
      case 'export-bpmn': return runExportBpmn(io, args).catch((error: unknown) => failure(io, error));
      case 'import-bpmn': return runImportBpmn(io, args).catch((error: unknown) => failure(io, error));
      case 'diff-flow': return runDiffFlow(io, args);
      case 'migrate': return runMigrate(io, args);
    }
  } catch (error) {
    return failure(io, error);
  }
}
