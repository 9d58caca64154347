/**
 * A plain BPMN 2.0 process: what the flow mapping produces and what the import reads, before any XML. The
 * adapter (adapters/bpmn) writes it with bpmn-moddle and the target's extension package. Expressions are
 * already in the target's language (FEEL with a leading `=` for camunda8, JUEL `${...}` for camunda7 and
 * flowable); `data` is our own extension (`approval:data`) that keeps what BPMN has no field for.
 */

/** The engines a flow is exported for. */
export const BPMN_TARGETS = ['camunda8', 'camunda7', 'flowable'] as const;
export type BpmnTarget = (typeof BPMN_TARGETS)[number];

export const isBpmnTarget = (value: unknown): value is BpmnTarget => (BPMN_TARGETS as readonly unknown[]).includes(value);

/** Our node or branch fields that BPMN cannot say (field permissions, the designer's assignee choice…). */
export type BpmnData = Record<string, unknown>;

interface ElementBase {
  id: string;
  name: string;
  data?: BpmnData;
}

/** A multi-instance user task: one task per element of `collection`, assigned to that element. */
export interface BpmnLoop {
  sequential: boolean;
  /** Expression giving the list of user ids. */
  collection: string;
  /** The variable holding one user id inside an instance (the task's assignee). */
  elementVariable: string;
  /** Expression that ends the loop early (或签: one completed). */
  completion?: string;
}

/** A timer event definition: an ISO 8601 duration, date or cycle (`R3/PT2H`), or an expression giving one. */
export interface BpmnTimer {
  type: 'timeDuration' | 'timeDate' | 'timeCycle';
  value: string;
}

export type BpmnElement =
  | (ElementBase & { kind: 'startEvent'; initiatorVariable?: string })
  /** `terminate`: a terminate end event, which ends the whole instance (parallel branches too), as a rejection does. */
  | (ElementBase & { kind: 'endEvent'; terminate?: boolean })
  | (ElementBase & { kind: 'userTask'; loop?: BpmnLoop; assignee?: string })
  /**
   * camunda8: a job of `taskType` with its inputs; camunda7 / flowable: a JUEL `expression` calling a bean, or
   * (flowable) a task of `flowable:type` taskType with its inputs as `flowable:field`s.
   */
  | (ElementBase & { kind: 'serviceTask'; taskType: string; inputs: Array<{ target: string; source: string }>; expression?: string })
  | (ElementBase & { kind: 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway'; defaultFlow?: string })
  /** 延时: an intermediate timer catch event. */
  | (ElementBase & { kind: 'timerEvent'; timer: BpmnTimer })
  /** An approver timeout: a timer on the task's border (non-interrupting: the task stays, the backend acts). */
  | (ElementBase & { kind: 'boundaryTimer'; attachedTo: string; timer: BpmnTimer; interrupting: boolean })
  /**
   * 子流程: the process it calls, the variables passed in (child ← expression) and taken back out (parent ←
   * expression over the child's variables): camunda8 zeebe:ioMapping, camunda7 / flowable `in` / `out` bindings.
   */
  | (ElementBase & { kind: 'callActivity'; calledElement: string; inputs: Array<{ target: string; source: string }>; outputs?: Array<{ target: string; source: string }> })
  /** Any other flow element (a script task, a timer event…): the import reports it by its BPMN type. */
  | (ElementBase & { kind: 'other'; type: string });

export type BpmnElementKind = BpmnElement['kind'];

export interface BpmnSequenceFlow {
  id: string;
  name?: string;
  source: string;
  target: string;
  /** Condition expression in the target's language. */
  condition?: string;
  data?: BpmnData;
}

export interface BpmnProcessModel {
  id: string;
  name: string;
  target: BpmnTarget;
  /** Elements in the order they were created (top to bottom, branch by branch). */
  elements: BpmnElement[];
  flows: BpmnSequenceFlow[];
  data?: BpmnData;
}

/** A BPMN element the import could not turn into our flow, and why (Chinese). */
export interface BpmnProblem {
  elementId: string;
  message: string;
}
