import 'reflect-metadata';
import { injectable } from 'inversify';
import type { Flow } from '../../domain/flow';
import type { Form } from '../../domain/model/form';
import type { BpmnTarget } from '../../domain/flow/bpmn/bpmn-model';
import type { BpmnFileRead, BpmnFiles } from '../../application/ports/bpmn-files';

/** bpmn-moddle and the targets' descriptors: one chunk, downloaded by the first export or import only. */
const bpmnFiles = () => import(/* webpackChunkName: "bpmn-files" */ './bpmn-files');

/** The BpmnFiles port as every route binds it; no route's bundle carries bpmn-moddle. */
@injectable()
export class LazyBpmnFiles implements BpmnFiles {
  async exportFlow(flow: Flow, form: Form, target: BpmnTarget): Promise<string> {
    return (await bpmnFiles()).exportFlowBpmn(flow, form, target);
  }

  async importFlow(xml: string): Promise<BpmnFileRead> {
    return (await bpmnFiles()).importFlowBpmn(xml);
  }
}
