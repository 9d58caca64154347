/**
 * Reads BPMN 2.0 XML into a plain BPMN process (domain/flow/bpmn) with bpmn-moddle and the target's
 * extensions: what the XML parser warns about (unknown elements or attributes, broken references) and what
 * is not one process comes back as problems, in Chinese, with the element's id.
 */
import type { ModdleElement } from 'bpmn-moddle';
import { bpmnLimitMessages, bpmnMessages, MAX_BPMN_NODES, type BpmnData, type BpmnElement, type BpmnProblem, type BpmnProcessModel, type BpmnSequenceFlow, type BpmnTarget, type BpmnTimer } from '../../domain/flow/bpmn';
import { APPROVAL_DATA_TYPE, moddleFor, TARGET_NAMESPACES } from './bpmn-moddle-factory';
import { extensionOf, syntaxOf } from './target-syntax';

export interface BpmnReadResult {
  model?: BpmnProcessModel;
  problems: BpmnProblem[];
}

const KINDS: Record<string, Exclude<BpmnElement['kind'], 'other'>> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:ServiceTask': 'serviceTask',
  'bpmn:SendTask': 'serviceTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:IntermediateCatchEvent': 'timerEvent',
  'bpmn:BoundaryEvent': 'boundaryTimer',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
  'bpmn:CallActivity': 'callActivity',
};

const TIMER_FIELDS = ['timeDuration', 'timeDate', 'timeCycle'] as const;

/** The one timer definition of an event, or undefined (a message, a signal, several definitions). */
function timerOf(bo: ModdleElement): BpmnTimer | undefined {
  const definitions = (bo.eventDefinitions ?? []) as ModdleElement[];
  const [definition] = definitions;
  if (definitions.length !== 1 || definition.$type !== 'bpmn:TimerEventDefinition') return undefined;
  const type = TIMER_FIELDS.find((field) => definition[field] !== undefined);
  return type === undefined ? undefined : { type, value: String(definition[type].body ?? '').trim() };
}

/** The target a file was written for, by the extension namespace it declares (camunda8 when none). */
export function detectTarget(xml: string): BpmnTarget {
  const found = (Object.keys(TARGET_NAMESPACES) as BpmnTarget[]).find((target) => xml.includes(`"${TARGET_NAMESPACES[target]}"`));
  return found ?? 'camunda8';
}

function readData(bo: ModdleElement, problems: BpmnProblem[]): BpmnData | undefined {
  const data = extensionOf(bo, APPROVAL_DATA_TYPE);
  if (!data) return undefined;
  try {
    const value: unknown = JSON.parse(String(data.value ?? ''));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as BpmnData;
  } catch {
    // reported below
  }
  problems.push({ elementId: bo.id ?? '', message: bpmnMessages.badData });
  return undefined;
}

function readElement(bo: ModdleElement, target: BpmnTarget, problems: BpmnProblem[]): BpmnElement {
  const data = readData(bo, problems);
  const base = { id: String(bo.id ?? ''), name: String(bo.name ?? ''), ...(data && { data }) };
  const kind = KINDS[bo.$type];
  const syntax = syntaxOf(target);
  // An event with a definition (timer, message…) is not the plain event we map.
  const timer = kind === 'timerEvent' || kind === 'boundaryTimer' ? timerOf(bo) : undefined;
  const definitions = (bo.eventDefinitions ?? []) as ModdleElement[];
  const terminates = kind === 'endEvent' && definitions.length === 1 && definitions[0].$type === 'bpmn:TerminateEventDefinition';
  if (kind === undefined || ((kind === 'startEvent' || kind === 'endEvent') && definitions.length > 0 && !terminates)
    || ((kind === 'timerEvent' || kind === 'boundaryTimer') && timer === undefined)) {
    return { ...base, kind: 'other', type: String(bo.$type).replace(/^bpmn:/, '') };
  }
  switch (kind) {
    case 'startEvent': {
      const initiator = syntax.readStart(bo);
      return { ...base, kind, ...(initiator !== undefined && { initiatorVariable: initiator }) };
    }
    case 'userTask': return { ...base, kind, ...syntax.readUserTask(bo) };
    case 'serviceTask': return { ...base, kind, ...syntax.readServiceTask(bo) };
    case 'callActivity': return { ...base, kind, ...syntax.readCallActivity(bo) };
    case 'exclusiveGateway': case 'parallelGateway': case 'inclusiveGateway': return { ...base, kind, ...(bo.default?.id !== undefined && { defaultFlow: String(bo.default.id) }) };
    case 'endEvent': return { ...base, kind, ...(terminates && { terminate: true }) };
    case 'timerEvent': return { ...base, kind, timer: timer as BpmnTimer };
    case 'boundaryTimer': return { ...base, kind, timer: timer as BpmnTimer, attachedTo: String(bo.attachedToRef?.id ?? ''), interrupting: bo.cancelActivity !== false };
  }
}

export async function readBpmnXml(xml: string, given?: BpmnTarget): Promise<BpmnReadResult> {
  const detected = detectTarget(xml);
  const target = given ?? detected;
  const moddle = moddleFor(target);
  // Another target's attributes are foreign to this target's package: the engine would not read them.
  const mismatch: BpmnProblem[] = given !== undefined && given !== detected && xml.includes(`"${TARGET_NAMESPACES[detected]}"`)
    ? [{ elementId: '', message: `该文件是为 ${detected} 导出的，不能按 ${given} 导入` }]
    : [];
  let parsed: Awaited<ReturnType<typeof moddle.fromXML>>;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    return { problems: [{ elementId: '', message: `不是有效的 BPMN 2.0 XML：${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }] };
  }
  const problems: BpmnProblem[] = [...mismatch, ...parsed.warnings.map((warning) => ({
    elementId: String(warning.element?.id ?? ''),
    message: `无法识别的 XML 内容：${warning.message.split('\n')[0]}`,
  }))];
  const processes = ((parsed.rootElement.rootElements ?? []) as ModdleElement[]).filter((root) => root.$type === 'bpmn:Process');
  if (processes.length === 0) return { problems: [...problems, { elementId: '', message: '文件中没有流程（bpmn:process）' }] };
  for (const extra of processes.slice(1)) problems.push({ elementId: String(extra.id ?? ''), message: '文件中有多个流程，只导入第一个' });
  const process = processes[0];
  const count = ((process.flowElements ?? []) as ModdleElement[]).filter((bo) => bo.$type !== 'bpmn:SequenceFlow').length;
  if (count > MAX_BPMN_NODES) return { problems: [...problems, { elementId: String(process.id ?? ''), message: bpmnLimitMessages.tooManyNodes(count) }] };
  const elements: BpmnElement[] = [];
  const flows: BpmnSequenceFlow[] = [];
  for (const bo of (process.flowElements ?? []) as ModdleElement[]) {
    if (bo.$type !== 'bpmn:SequenceFlow') {
      elements.push(readElement(bo, target, problems));
      continue;
    }
    const data = readData(bo, problems);
    flows.push({
      id: String(bo.id ?? ''), source: String(bo.sourceRef?.id ?? ''), target: String(bo.targetRef?.id ?? ''),
      ...(bo.name !== undefined && { name: String(bo.name) }),
      ...(bo.conditionExpression?.body !== undefined && { condition: String(bo.conditionExpression.body) }),
      ...(data && { data }),
    });
  }
  const data = readData(process, problems);
  return { model: { id: String(process.id ?? ''), name: String(process.name ?? ''), target, elements, flows, ...(data && { data }) }, problems };
}
