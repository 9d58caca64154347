/**
 * Export then import gives the flow back (ids, names, props, conditions, settings; layout aside), and
 * bpmn-moddle with the target's extension package reads every export without a warning (an unknown element
 * or attribute would be one), for camunda8, camunda7 and flowable.
 */
import fc from 'fast-check';
import { BPMN_TARGETS } from '../../../domain/flow/bpmn';
import { exportFlowBpmn, importFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { seededCorpus } from '../../support/bpmn/bpmn-corpus';
import { bpmnForm, generatedFlow } from '../../support/bpmn/generated-flows';

describe.each(BPMN_TARGETS)('BPMN for %s', (target) => {
  it.each(seededCorpus().map((entry) => [entry.name, entry] as const))('round trip of the %s flow gives it back, read without warnings', async (_name, { flow, form }) => {
    const xml = await exportFlowBpmn(flow, form, target);
    const back = await importFlowBpmn(xml, target);
    expect(back.problems).toEqual([]);
    expect(back.flow).toEqual(flow);
  });

  it('round trip of generated flows gives them back, read without warnings (ids that are not XML names included)', async () => {
    await fc.assert(fc.asyncProperty(generatedFlow, async (flow) => {
      const back = await importFlowBpmn(await exportFlowBpmn(flow, bpmnForm, target), target);
      expect(back.problems).toEqual([]);
      expect(back.flow).toEqual(flow);
    }), { numRuns: 60 });
  });
});
