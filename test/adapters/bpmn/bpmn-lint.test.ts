/** bpmnlint's recommended rules find no error in the export of any seeded or generated flow, for every target. */
import fc from 'fast-check';
import { Linter } from 'bpmnlint';
import NodeResolver from 'bpmnlint/lib/resolver/node-resolver';
import { BpmnModdle } from 'bpmn-moddle';
import { BPMN_TARGETS, type BpmnTarget } from '../../../domain/flow/bpmn';
import type { Flow } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { exportFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { seededCorpus } from '../../support/bpmn/bpmn-corpus';
import { bpmnForm, generatedFlow } from '../../support/bpmn/generated-flows';

// A fresh linter per file: some rules (no-duplicate-sequence-flows) keep what they saw across lint() calls.
const newLinter = () => new Linter({ config: { extends: 'bpmnlint:recommended' }, resolver: new NodeResolver() });

type Report = { id?: string; message: string; category: string };

async function lintErrors(flow: Flow, form: Form, target: BpmnTarget): Promise<string[]> {
  const xml = await exportFlowBpmn(flow, form, target);
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const results = (await newLinter().lint(rootElement)) as Record<string, Report[]>;
  return Object.entries(results).flatMap(([rule, reports]) => reports.filter((r) => r.category === 'error').map((r) => `${rule} ${r.id ?? ''}: ${r.message}`));
}

describe.each(BPMN_TARGETS)('bpmnlint (recommended) on the %s export', (target) => {
  it.each(seededCorpus().map((entry) => [entry.name, entry] as const))('reports no error for the %s flow', async (_name, { flow, form }) => {
    expect(await lintErrors(flow, form, target)).toEqual([]);
  });

  it('reports no error for generated flows', async () => {
    await fc.assert(fc.asyncProperty(generatedFlow, async (flow) => {
      expect(await lintErrors(flow, bpmnForm, target)).toEqual([]);
    }), { numRuns: 40 });
  });
});
