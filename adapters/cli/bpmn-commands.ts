/**
 * The BPMN commands of approval-form: export-bpmn writes a flow as BPMN 2.0 XML for camunda8, camunda7 or
 * flowable (docs/BPMN.md); import-bpmn reads such a file back and prints our flow JSON, or exits 1 with every
 * element it could not read ({"errors": [{"elementId", "message"}]}).
 */
import { exportFlowBpmn, importFlowBpmn } from '../bpmn/bpmn-files';
import { EXIT_INVALID, EXIT_VALID, type CliIo } from './cli-io';
import { loadForm, UnusableInput } from './cli-input';
import { CliMessages } from './cli-messages';
import { loadFlow } from './flow-commands';
import type { CliCommand } from './parse-args';

type Args<C extends CliCommand['command']> = Extract<CliCommand, { command: C }>;

export async function runExportBpmn(io: CliIo, args: Args<'export-bpmn'>): Promise<number> {
  const flow = loadFlow(io, args.flow);
  const form = loadForm(io, args.form);
  const xml = await exportFlowBpmn(flow, form, args.target);
  if (args.out === undefined) {
    io.stdout(xml.endsWith('\n') ? xml : `${xml}\n`);
    return EXIT_VALID;
  }
  if (!io.writeFile) throw new UnusableInput(`--out ${args.out}: cannot write files here`);
  try {
    io.writeFile(args.out, xml);
  } catch (error) {
    throw new UnusableInput(`--out ${args.out}: cannot be written (${(error as { code?: string })?.code ?? 'error'})`);
  }
  io.stdout(`已导出 ${args.out}（${args.target}）\n`);
  return EXIT_VALID;
}

export async function runImportBpmn(io: CliIo, args: Args<'import-bpmn'>): Promise<number> {
  let xml: string;
  try {
    xml = io.readFile(args.bpmn);
  } catch (error) {
    throw new UnusableInput(CliMessages.inFile('bpmn', args.bpmn, CliMessages.readError((error as { code?: string })?.code)));
  }
  const result = await importFlowBpmn(xml, args.target);
  if (result.problems.length > 0 || !result.flow) {
    io.stdout(`${JSON.stringify({ errors: result.problems })}\n`);
    return EXIT_INVALID;
  }
  io.stdout(`${JSON.stringify(result.flow, null, 2)}\n`);
  return EXIT_VALID;
}
