/**
 * A bpmn-moddle that knows one target's extensions: zeebe-bpmn-moddle (camunda8), camunda-bpmn-moddle
 * (camunda7), our own descriptor of Flowable's attributes (no package describes them), and for all three
 * our `approval:data` element. Unknown elements or attributes are then warnings when a file is read.
 */
import { BpmnModdle } from 'bpmn-moddle';
import zeebe from 'zeebe-bpmn-moddle/resources/zeebe.json';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import type { BpmnTarget } from '../../domain/flow/bpmn';
import approval from './descriptors/approval.json';
import flowable from './descriptors/flowable.json';

const PACKAGES: Record<BpmnTarget, Record<string, unknown>> = {
  camunda8: { zeebe, approval },
  camunda7: { camunda, approval },
  flowable: { flowable, approval },
};

/** The XML namespace each target's extensions live in (what tells a file's target when none is given). */
export const TARGET_NAMESPACES: Record<BpmnTarget, string> = {
  camunda8: zeebe.uri,
  camunda7: camunda.uri,
  flowable: flowable.uri,
};

export const APPROVAL_DATA_TYPE = 'approval:Data';

const MODDLES = new Map<BpmnTarget, BpmnModdle>();

/** One moddle per target, built on first use (building its type registry costs more than writing a file). */
export function moddleFor(target: BpmnTarget): BpmnModdle {
  let moddle = MODDLES.get(target);
  if (!moddle) {
    moddle = new BpmnModdle(PACKAGES[target]);
    MODDLES.set(target, moddle);
  }
  return moddle;
}
