/**
 * Writes a plain BPMN process (domain/flow/bpmn) as BPMN 2.0 XML for its target with bpmn-moddle: the
 * process, our `approval:data`, the target's extensions (target-syntax.ts) and a top-down diagram.
 */
import type { BpmnModdle, ModdleElement } from 'bpmn-moddle';
import type { BpmnData, BpmnElement, BpmnProcessModel, BpmnTimer } from '../../domain/flow/bpmn';
import { APPROVAL_DATA_TYPE, moddleFor } from './bpmn-moddle-factory';
import { extensionValues, syntaxOf } from './target-syntax';
import { topDownLayout, type Layout } from './top-down-layout';

const BPMN_TYPES: Record<Exclude<BpmnElement['kind'], 'other'>, string> = {
  startEvent: 'bpmn:StartEvent',
  endEvent: 'bpmn:EndEvent',
  userTask: 'bpmn:UserTask',
  serviceTask: 'bpmn:ServiceTask',
  exclusiveGateway: 'bpmn:ExclusiveGateway',
  parallelGateway: 'bpmn:ParallelGateway',
  timerEvent: 'bpmn:IntermediateCatchEvent',
  boundaryTimer: 'bpmn:BoundaryEvent',
  inclusiveGateway: 'bpmn:InclusiveGateway',
  callActivity: 'bpmn:CallActivity',
};

/** A timer event definition of a 延时 or a timeout. */
const timerDefinition = (moddle: BpmnModdle, timer: BpmnTimer): ModdleElement =>
  moddle.create('bpmn:TimerEventDefinition', { [timer.type]: moddle.create('bpmn:FormalExpression', { body: timer.value }) });

function writeData(moddle: BpmnModdle, bo: ModdleElement, data: BpmnData | undefined): void {
  if (data === undefined) return;
  extensionValues(moddle, bo).push(moddle.create(APPROVAL_DATA_TYPE, { value: JSON.stringify(data) }));
}

function writeElement(moddle: BpmnModdle, model: BpmnProcessModel, element: BpmnElement): ModdleElement {
  if (element.kind === 'other') throw new Error(`cannot write a BPMN ${element.type}`);
  const bo = moddle.create(BPMN_TYPES[element.kind], { id: element.id, ...(element.name !== '' && { name: element.name }) });
  writeData(moddle, bo, element.data);
  const syntax = syntaxOf(model.target);
  if (element.kind === 'userTask') syntax.writeUserTask(moddle, bo, element);
  if (element.kind === 'serviceTask') syntax.writeServiceTask(moddle, bo, element);
  if (element.kind === 'callActivity') syntax.writeCallActivity(moddle, bo, element);
  if (element.kind === 'startEvent') syntax.writeStart(bo, element.initiatorVariable);
  if (element.kind === 'timerEvent' || element.kind === 'boundaryTimer') bo.eventDefinitions = [timerDefinition(moddle, element.timer)];
  if (element.kind === 'boundaryTimer') bo.cancelActivity = element.interrupting;
  if (element.kind === 'endEvent' && element.terminate === true) bo.eventDefinitions = [moddle.create('bpmn:TerminateEventDefinition')];
  return bo;
}

function diagram(moddle: BpmnModdle, process: ModdleElement, byId: Map<string, ModdleElement>, layout: Layout): ModdleElement {
  const planeElement: ModdleElement[] = [];
  const label = (id: string) => {
    const bounds = layout.labels.get(id);
    return bounds && { label: moddle.create('bpmndi:BPMNLabel', { bounds: moddle.create('dc:Bounds', { ...bounds }) }) };
  };
  for (const [id, bounds] of layout.shapes) {
    const bo = byId.get(id);
    if (bo) planeElement.push(moddle.create('bpmndi:BPMNShape', { id: `${id}_di`, bpmnElement: bo, bounds: moddle.create('dc:Bounds', { ...bounds }), ...label(id) }));
  }
  for (const [id, points] of layout.edges) {
    const bo = byId.get(id);
    if (bo) planeElement.push(moddle.create('bpmndi:BPMNEdge', { id: `${id}_di`, bpmnElement: bo, waypoint: points.map((point) => moddle.create('dc:Point', { ...point })), ...label(id) }));
  }
  const plane = moddle.create('bpmndi:BPMNPlane', { id: `${process.id}_plane`, bpmnElement: process, planeElement });
  return moddle.create('bpmndi:BPMNDiagram', { id: `${process.id}_diagram`, plane });
}

export async function writeBpmnXml(model: BpmnProcessModel): Promise<string> {
  const moddle = moddleFor(model.target);
  const process = moddle.create('bpmn:Process', { id: model.id, name: model.name, isExecutable: true, flowElements: [] });
  writeData(moddle, process, model.data);
  const byId = new Map<string, ModdleElement>();
  for (const element of model.elements) {
    const bo = writeElement(moddle, model, element);
    bo.incoming = [];
    bo.outgoing = [];
    byId.set(element.id, bo);
    process.flowElements.push(bo);
  }
  for (const element of model.elements) {
    if (element.kind === 'boundaryTimer') (byId.get(element.id) as ModdleElement).attachedToRef = byId.get(element.attachedTo);
  }
  for (const flow of model.flows) {
    const source = byId.get(flow.source) as ModdleElement;
    const target = byId.get(flow.target) as ModdleElement;
    const bo = moddle.create('bpmn:SequenceFlow', { id: flow.id, sourceRef: source, targetRef: target, ...(flow.name !== undefined && { name: flow.name }) });
    if (flow.condition !== undefined) bo.conditionExpression = moddle.create('bpmn:FormalExpression', { body: flow.condition });
    writeData(moddle, bo, flow.data);
    source.outgoing.push(bo);
    target.incoming.push(bo);
    byId.set(flow.id, bo);
    process.flowElements.push(bo);
  }
  for (const element of model.elements) {
    if ((element.kind === 'exclusiveGateway' || element.kind === 'parallelGateway' || element.kind === 'inclusiveGateway') && element.defaultFlow !== undefined) {
      (byId.get(element.id) as ModdleElement).default = byId.get(element.defaultFlow);
    }
  }
  const definitions = moddle.create('bpmn:Definitions', {
    id: `${model.id}_definitions`,
    targetNamespace: 'http://bpmn.io/schema/bpmn',
    exporter: '审批流 studio',
    exporterVersion: '1.0',
    rootElements: [process],
  });
  definitions.diagrams = [diagram(moddle, process, byId, topDownLayout(model))];
  const { xml } = await moddle.toXML(definitions, { format: true });
  return xml;
}
