// Completeness of the BPMN export (issue 44): every registered node type has a mapping, so a flow holding it
// exports for every target and reads back as the same type. A node type without a mapping fails the test that
// names it (flowToBpmn would throw `no BPMN mapping for node type …` only at 导出 BPMN).
import { nodeTypes, parseFlow, type FlowNode } from '../../../../domain/flow';
import { bpmnToFlow, flowToBpmn } from '../../../../domain/flow/bpmn';
import { bpmnMappingOf } from '../../../../domain/flow/bpmn/mapping-registry';
import { loadForm } from '../../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');

/** The types of a chain of nodes, a group's branches in brackets. */
function typesOf(node: FlowNode | undefined): unknown[] {
  const out: unknown[] = [];
  for (let at = node; at; at = at.next) {
    out.push(at.type);
    if ('branches' in at && Array.isArray(at.branches)) out.push(at.branches.map((branch: { next?: FlowNode }) => typesOf(branch.next)));
  }
  return out;
}

describe('every node type exports to BPMN and reads back', () => {
  test.each(nodeTypes().filter((type) => type.addable).map((type) => [`${type.label} (${type.type})`, type] as const))('%s has a BPMN mapping: exported for camunda8, camunda7 and flowable, read back as itself', (_name, type) => {
    expect(bpmnMappingOf(type.type)).toBeDefined();
    let n = 0;
    const node = type.create('n1', () => `b${(n += 1)}`) as FlowNode;
    const parsed = parseFlow({ id: 'f', name: '流程', settings: { admins: ['u-ceo'] }, root: { id: 'start', type: 'start', name: '发起人', props: {}, next: node } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    for (const target of ['camunda8', 'camunda7', 'flowable'] as const) {
      const back = bpmnToFlow(flowToBpmn(parsed.flow, form, target));
      expect(typesOf(back.flow?.root)).toEqual(typesOf(parsed.flow.root));
    }
  });

  test('the start node has its mapping too', () => {
    expect(nodeTypes().filter((type) => bpmnMappingOf(type.type) === undefined).map((type) => `${type.label} (${type.type})`)).toEqual([]);
  });
});
