/**
 * Where each target keeps what BPMN 2.0 itself has no attribute for — the task's assignee, the loop's
 * collection, a service task's job or expression, the initiator variable: `zeebe:` extension elements on
 * camunda8, `camunda:` / `flowable:` attributes on camunda7 / flowable. One syntax per target, both ways.
 */
import type { BpmnModdle, ModdleElement } from 'bpmn-moddle';
import type { BpmnElement, BpmnLoop, BpmnTarget } from '../../domain/flow/bpmn';

type UserTask = Extract<BpmnElement, { kind: 'userTask' }>;
type ServiceTask = Extract<BpmnElement, { kind: 'serviceTask' }>;
type CallActivity = Extract<BpmnElement, { kind: 'callActivity' }>;

export interface TargetSyntax {
  writeUserTask(moddle: BpmnModdle, bo: ModdleElement, task: UserTask): void;
  writeServiceTask(moddle: BpmnModdle, bo: ModdleElement, task: ServiceTask): void;
  writeStart(bo: ModdleElement, initiatorVariable: string | undefined): void;
  readUserTask(bo: ModdleElement): { assignee?: string; loop?: BpmnLoop };
  readServiceTask(bo: ModdleElement): { taskType: string; inputs: ServiceTask['inputs']; expression?: string };
  readStart(bo: ModdleElement): string | undefined;
  /** 子流程: the called process (camunda8 zeebe:calledElement with its inputs; others the BPMN attribute). */
  writeCallActivity(moddle: BpmnModdle, bo: ModdleElement, activity: CallActivity): void;
  readCallActivity(bo: ModdleElement): { calledElement: string; inputs: CallActivity['inputs']; outputs?: CallActivity['inputs'] };
}

/** The element's extension values, created when missing. */
export function extensionValues(moddle: BpmnModdle, bo: ModdleElement): ModdleElement[] {
  if (!bo.extensionElements) bo.extensionElements = moddle.create('bpmn:ExtensionElements', { values: [] });
  return bo.extensionElements.values as ModdleElement[];
}

export const extensionOf = (bo: ModdleElement, type: string): ModdleElement | undefined =>
  ((bo.extensionElements?.values ?? []) as ModdleElement[]).find((value) => value.$type === type);

type Mappings = ReadonlyArray<{ target: string; source: string }>;

/** camunda8: a task's inputs (and a call activity's outputs) as a zeebe:ioMapping. */
function writeZeebeInputs(moddle: BpmnModdle, bo: ModdleElement, inputs: Mappings, outputs: Mappings = []): void {
  if (inputs.length === 0 && outputs.length === 0) return;
  extensionValues(moddle, bo).push(moddle.create('zeebe:IoMapping', {
    inputParameters: inputs.map((input) => moddle.create('zeebe:Input', input)),
    ...(outputs.length > 0 && { outputParameters: outputs.map((output) => moddle.create('zeebe:Output', output)) }),
  }));
}

function readZeebeMappings(bo: ModdleElement, kind: 'inputParameters' | 'outputParameters'): Array<{ target: string; source: string }> {
  const io = extensionOf(bo, 'zeebe:IoMapping');
  return ((io?.[kind] ?? []) as ModdleElement[]).map((input) => ({ target: String(input.target ?? ''), source: String(input.source ?? '') }));
}

const readZeebeInputs = (bo: ModdleElement) => readZeebeMappings(bo, 'inputParameters');

function loopElement(moddle: BpmnModdle, loop: BpmnLoop, attrs: Record<string, unknown>): ModdleElement {
  const element = moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: loop.sequential, ...attrs });
  if (loop.completion !== undefined) element.completionCondition = moddle.create('bpmn:FormalExpression', { body: loop.completion });
  return element;
}

const zeebeSyntax: TargetSyntax = {
  writeUserTask(moddle, bo, task) {
    // zeebe:userTask makes it a Camunda user task (not a job-worker one).
    extensionValues(moddle, bo).push(moddle.create('zeebe:UserTask'));
    if (task.assignee !== undefined) extensionValues(moddle, bo).push(moddle.create('zeebe:AssignmentDefinition', { assignee: task.assignee }));
    if (task.loop) {
      const loop = loopElement(moddle, task.loop, {});
      extensionValues(moddle, loop).push(moddle.create('zeebe:LoopCharacteristics', { inputCollection: task.loop.collection, inputElement: task.loop.elementVariable }));
      bo.loopCharacteristics = loop;
    }
  },
  writeServiceTask(moddle, bo, task) {
    extensionValues(moddle, bo).push(moddle.create('zeebe:TaskDefinition', { type: task.taskType }));
    writeZeebeInputs(moddle, bo, task.inputs);
  },
  writeCallActivity(moddle, bo, activity) {
    extensionValues(moddle, bo).push(moddle.create('zeebe:CalledElement', { processId: activity.calledElement, propagateAllChildVariables: false }));
    writeZeebeInputs(moddle, bo, activity.inputs, activity.outputs);
  },
  readCallActivity(bo) {
    const outputs = readZeebeMappings(bo, 'outputParameters');
    return { calledElement: String(extensionOf(bo, 'zeebe:CalledElement')?.processId ?? ''), inputs: readZeebeInputs(bo), ...(outputs.length > 0 && { outputs }) };
  },
  writeStart: () => undefined,
  readUserTask(bo) {
    const assignee = extensionOf(bo, 'zeebe:AssignmentDefinition')?.assignee as string | undefined;
    const chars = bo.loopCharacteristics as ModdleElement | undefined;
    const zeebeLoop = chars ? extensionOf(chars, 'zeebe:LoopCharacteristics') : undefined;
    const loop = chars && zeebeLoop ? {
      sequential: chars.isSequential === true,
      collection: String(zeebeLoop.inputCollection ?? ''),
      elementVariable: String(zeebeLoop.inputElement ?? ''),
      ...(chars.completionCondition?.body !== undefined && { completion: String(chars.completionCondition.body) }),
    } : undefined;
    return { ...(assignee !== undefined && { assignee }), ...(loop && { loop }) };
  },
  readServiceTask: (bo) => ({ taskType: String(extensionOf(bo, 'zeebe:TaskDefinition')?.type ?? ''), inputs: readZeebeInputs(bo) }),
  readStart: () => undefined,
};

/** JUEL targets: a `${…}` value is an expression, anything else a plain string. */
const isJuelExpression = (text: string): boolean => text.startsWith('${');

/** camunda7 and flowable: the same attributes under their own prefix. */
function attributeSyntax(prefix: 'camunda' | 'flowable'): TargetSyntax {
  const get = (bo: ModdleElement, name: string): string | undefined => bo.get(`${prefix}:${name}`) ?? undefined;
  const valuesOf = (bo: ModdleElement, type: string) => ((bo.extensionElements?.values ?? []) as ModdleElement[]).filter((value) => value.$type === `${prefix}:${type}`);
  /** A call activity's `in` / `out` bindings: the target variable ← an expression (sourceExpression) or a variable. */
  const writeBindings = (moddle: BpmnModdle, bo: ModdleElement, type: 'In' | 'Out', bindings: Mappings) => {
    for (const { target, source } of bindings) {
      extensionValues(moddle, bo).push(moddle.create(`${prefix}:${type}`, isJuelExpression(source) ? { sourceExpression: source, target } : { source, target }));
    }
  };
  const readBindings = (bo: ModdleElement, type: 'In' | 'Out') =>
    valuesOf(bo, type).map((binding) => ({ target: String(binding.target ?? ''), source: String(binding.sourceExpression ?? binding.source ?? '') }));
  return {
    writeUserTask(moddle, bo, task) {
      if (task.assignee !== undefined) bo.set(`${prefix}:assignee`, task.assignee);
      if (task.loop) {
        bo.loopCharacteristics = loopElement(moddle, task.loop, {
          [`${prefix}:collection`]: task.loop.collection, [`${prefix}:elementVariable`]: task.loop.elementVariable,
        });
      }
    },
    writeServiceTask(moddle, bo, task) {
      if (task.expression !== undefined) {
        bo.set(`${prefix}:expression`, task.expression);
        return;
      }
      // Flowable's own task types (its http task): `flowable:type` with the inputs as fields.
      bo.set(`${prefix}:type`, task.taskType);
      for (const { target, source } of task.inputs) {
        extensionValues(moddle, bo).push(moddle.create(`${prefix}:Field`, { name: target, ...(isJuelExpression(source) ? { expression: source } : { string: source }) }));
      }
    },
    writeStart(bo, initiatorVariable) {
      if (initiatorVariable !== undefined) bo.set(`${prefix}:initiator`, initiatorVariable);
    },
    readUserTask(bo) {
      const assignee = get(bo, 'assignee');
      const chars = bo.loopCharacteristics as ModdleElement | undefined;
      const collection = chars ? get(chars, 'collection') : undefined;
      const loop = chars && collection !== undefined ? {
        sequential: chars.isSequential === true,
        collection,
        elementVariable: get(chars, 'elementVariable') ?? '',
        ...(chars.completionCondition?.body !== undefined && { completion: String(chars.completionCondition.body) }),
      } : undefined;
      return { ...(assignee !== undefined && { assignee }), ...(loop && { loop }) };
    },
    readServiceTask(bo) {
      const expression = get(bo, 'expression');
      const inputs = valuesOf(bo, 'Field').map((field) => ({ target: String(field.name ?? ''), source: String(field.expression ?? field.string ?? field.stringValue ?? '') }));
      return { taskType: get(bo, 'type') ?? '', inputs, ...(expression !== undefined && { expression }) };
    },
    readStart: (bo) => get(bo, 'initiator'),
    writeCallActivity(moddle, bo, activity) {
      bo.calledElement = activity.calledElement;
      writeBindings(moddle, bo, 'In', activity.inputs);
      writeBindings(moddle, bo, 'Out', activity.outputs ?? []);
    },
    readCallActivity(bo) {
      const outputs = readBindings(bo, 'Out');
      return { calledElement: String(bo.calledElement ?? ''), inputs: readBindings(bo, 'In'), ...(outputs.length > 0 && { outputs }) };
    },
  };
}

const SYNTAXES: Record<BpmnTarget, TargetSyntax> = {
  camunda8: zeebeSyntax,
  camunda7: attributeSyntax('camunda'),
  flowable: attributeSyntax('flowable'),
};

export const syntaxOf = (target: BpmnTarget): TargetSyntax => SYNTAXES[target];
