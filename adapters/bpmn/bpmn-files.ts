/**
 * Flows as BPMN files: `exportFlowBpmn(flow, form, target)` gives the XML; `importFlowBpmn(xml, target?)` the
 * flow read back with every problem of the file (XML warnings and what the mapping could not read).
 */
import { bpmnLimitProblem, bpmnToFlow, flowToBpmn, type BpmnProblem, type BpmnTarget } from '../../domain/flow/bpmn';
import type { Flow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import { readBpmnXml } from './bpmn-xml-reader';
import { writeBpmnXml } from './bpmn-xml-writer';

export const exportFlowBpmn = (flow: Flow, form: Form, target: BpmnTarget): Promise<string> => writeBpmnXml(flowToBpmn(flow, form, target));

/** A file over the limits (10 MB, 2,000 flow nodes, 64 levels of XML) is refused before the XML parser sees it. */
export async function importFlowBpmn(xml: string, target?: BpmnTarget, bytes?: number): Promise<{ flow?: Flow; problems: BpmnProblem[] }> {
  const limit = bpmnLimitProblem(xml, bytes);
  if (limit) return { problems: [{ elementId: '', message: limit }] };
  const read = await readBpmnXml(xml, target);
  if (!read.model) return { problems: read.problems };
  const mapped = bpmnToFlow(read.model);
  return { ...(mapped.flow && { flow: mapped.flow }), problems: [...read.problems, ...mapped.problems] };
}
