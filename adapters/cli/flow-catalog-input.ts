/**
 * `check-flow --flows <dir>`: the flows a 子流程 may start. Every `*.json` file in the directory is one entry
 * `{ "flow": <flow JSON>, "form": <its form JSON>, "published": true | false }` (docs/FLOW-FORMAT.md); the
 * catalogue keys them by the flow's id. An unreadable directory or entry is unusable input (exit 2).
 */
import { controlsByIdOf, parseFlow, type FlowCatalog } from '../../domain/flow';
import { parseForm } from '../../domain/model/form-json';
import type { CliIo } from './cli-io';
import { describe, readJson, UnusableInput } from './cli-input';
import { CliMessages } from './cli-messages';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function loadFlowCatalog(io: CliIo, dir: string): FlowCatalog {
  let names: string[];
  try {
    if (!io.listDir) throw Object.assign(new Error('no listDir'), { code: 'ENOENT' });
    names = io.listDir(dir).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    throw new UnusableInput(CliMessages.flowsDir(dir, CliMessages.readError((error as { code?: string })?.code)));
  }
  const catalog = new Map<string, { name: string; published: boolean; controlsById: ReturnType<typeof controlsByIdOf> }>();
  for (const name of names) {
    const file = `${dir.replace(/\/+$/, '')}/${name}`;
    const raw = readJson(io, file, 'flow');
    const flow = isObject(raw) ? parseFlow(raw.flow) : undefined;
    const form = isObject(raw) ? parseForm(raw.form) : undefined;
    if (!isObject(raw) || !flow?.ok || !form?.ok) {
      const problems = flow && !flow.ok ? describe(flow.errors) : form && !form.ok ? describe(form.errors) : CliMessages.flowsEntryShape;
      throw new UnusableInput(CliMessages.inFile('flow', file, problems));
    }
    catalog.set(flow.flow.id, { name: flow.flow.name, published: raw.published === true, controlsById: controlsByIdOf(form.form) });
  }
  return catalog;
}
