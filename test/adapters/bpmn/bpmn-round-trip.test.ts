/**
 * Export then import gives the flow back (ids, names, props, conditions, settings; layout aside), and
 * bpmn-moddle with the target's extension package reads every export without a warning (an unknown element
 * or attribute would be one), for camunda8, camunda7 and flowable.
 */
import fc from 'fast-check';
import { parseFlow } from '../../../domain/flow';
import { BPMN_TARGETS } from '../../../domain/flow/bpmn';
import { loadForm } from '../../fixtures/flows/flow-fixtures';
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

  it('a 路由分支 route to 结束 is a sequence flow from its gateway to the end event in the XML, and reads back (issue 42)', async () => {
    const parsed = parseFlow({ id: 'f-route-end', name: '路由到结束', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
      id: 'r', type: 'router', name: '按天数', props: { routes: [{ name: '短假', conditions: [[{ controlId: 'leave_days', op: 'lt', value: 1 }]], toNodeId: 'end' }] },
      next: { id: 'a', type: 'approver', name: '经理', props: { assignee: { type: 'users', userIds: ['u1'] } } },
    } } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const form = loadForm('leave');
    const xml = await exportFlowBpmn(parsed.flow, form, target);
    expect(xml).toMatch(/<bpmn:sequenceFlow id="[^"]+" name="短假" sourceRef="r" targetRef="end"/);
    const back = await importFlowBpmn(xml, target);
    expect(back.problems).toEqual([]);
    expect(back.flow).toEqual(parsed.flow);
  });

  it('round trip of generated flows gives them back, read without warnings (ids that are not XML names included)', async () => {
    await fc.assert(fc.asyncProperty(generatedFlow, async (flow) => {
      const back = await importFlowBpmn(await exportFlowBpmn(flow, bpmnForm, target), target);
      expect(back.problems).toEqual([]);
      expect(back.flow).toEqual(flow);
    }), { numRuns: 60 });
  });
});
