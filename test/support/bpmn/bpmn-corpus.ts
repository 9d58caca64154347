/** The flows every BPMN proof runs on: the examples of test/fixtures/flows and the seeded demo flows, each with its form. */
import { parseFlow, type Flow } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { seedFlows } from '../../../adapters/demo/seed/seed-flows';
import { seedForms } from '../../../adapters/demo/seed/seed-forms';
import { loadFlow, loadForm } from '../../fixtures/flows/flow-fixtures';

export interface CorpusEntry {
  name: string;
  flow: Flow;
  form: Form;
}

const parsed = (flow: Flow): Flow => {
  const result = parseFlow(flow);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.flow;
};

export function seededCorpus(): CorpusEntry[] {
  const forms = seedForms();
  const seeded = Object.entries(seedFlows()).map(([modelId, flow]) => ({
    name: `seed ${modelId}`,
    flow: parsed(flow),
    form: forms.find((form) => form.id === modelId.replace(/^model-/, 'form-')) ?? forms[0],
  }));
  const examples = (['leave', 'reimbursement', 'purchase'] as const).map((name) => ({ name: `example ${name}`, flow: loadFlow(name), form: loadForm(name) }));
  return [...examples, ...seeded];
}
