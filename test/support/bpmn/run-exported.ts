/**
 * Runs an exported BPMN file in bpmn-engine (a JavaScript BPMN 2.0 engine) the way the target would: its
 * conditions and assignee lists evaluated in the target's language (FEEL through feelin for camunda8, JUEL
 * for camunda7 / flowable), the helpers of docs/BPMN.md answered by the reference implementation, every user
 * task completed by a driver as soon as it is created, every service task run as the backend's worker would
 * (outbound-jobs.ts), every called child ended by the driver as told. Returns what happened: the user tasks
 * with their assignees, each task the driver completed (a loop's completion condition decides how many it
 * takes), the cc jobs with their users, the http requests and the children started, in order.
 */
import { EventEmitter } from 'node:events';
import { BpmnModdle } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';
import * as Elements from 'bpmn-elements';
import { evaluate as evaluateFeel } from 'feelin';
import zeebe from 'zeebe-bpmn-moddle/resources/zeebe.json';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { bpmnHelpers, type BpmnElement, type BpmnProcessModel, type BpmnTarget } from '../../../domain/flow/bpmn';
import type { Form } from '../../../domain/model/form';
import type { OrgIndex } from '../../../domain/flow';
import approval from '../../../adapters/bpmn/descriptors/approval.json';
import flowable from '../../../adapters/bpmn/descriptors/flowable.json';
import { evaluateJuel } from './juel';
import { virtualTimers } from './virtual-timers';
import { runServiceTask, type JobContext, type OutboundEvent } from './outbound-jobs';

export type TraceEvent =
  | { elementId: string; kind: 'task'; assignee: string }
  /** The driver completed one of the element's tasks (how many it took before the loop ended shows its rule). */
  | { elementId: string; kind: 'decided' }
  | OutboundEvent;

const MODDLE: Record<BpmnTarget, Record<string, unknown>> = { camunda8: { zeebe, approval }, camunda7: { camunda, approval }, flowable: { flowable, approval } };

export interface ExportedRun {
  /** The exported file as bpmn-moddle read it (`parseExported`): read once, run many times. */
  moddleContext: unknown;
  model: BpmnProcessModel;
  variables: Record<string, unknown>;
  org: OrgIndex;
  form: Form;
  values: Readonly<Record<string, unknown>>;
  /** How each called child ends (call activity id → approved / rejected / withdrawn; approved when absent). */
  subflowResults?: Readonly<Record<string, string>>;
  /** Element ids in the flow's order: of the calls waiting at once, the driver finishes the first (as our run does). */
  order?: readonly string[];
}

type Scope = Record<string, unknown>;

/** The exported XML read with the target's extensions, as bpmn-engine takes it. */
export const parseExported = (xml: string, target: BpmnTarget): Promise<unknown> => new BpmnModdle(MODDLE[target]).fromXML(xml);

/**
 * bpmn-engine eliminates dead paths with "discard" tokens, and its exclusive gateway passes each one on at
 * once: a condition group's join would tell an enclosing parallel join that its branch is over while the
 * taken branch still runs. Zeebe, Camunda 7 and Flowable have no such tokens (an untaken branch sends
 * nothing), so an exclusive join waits for its one taken branch; the driver gives exclusive joins that meaning
 * with bpmn-engine's own join (which fires once every inbound flow was taken or discarded).
 */
function exclusiveGateway(definition: { id: string }, context: { getInboundSequenceFlows(id: string): unknown[] }) {
  const gateways = Elements as unknown as Record<'ExclusiveGateway' | 'ParallelGateway', (d: unknown, c: unknown) => unknown>;
  return context.getInboundSequenceFlows(definition.id).length > 1 ? gateways.ParallelGateway(definition, context) : gateways.ExclusiveGateway(definition, context);
}

/**
 * An inclusive join waits for every flow its fork took: with bpmn-engine's discard tokens that is its parallel
 * join (fires once every inbound flow was taken or discarded); the fork is bpmn-engine's inclusive gateway.
 */
function inclusiveGateway(definition: { id: string }, context: { getInboundSequenceFlows(id: string): unknown[] }) {
  const gateways = Elements as unknown as Record<'InclusiveGateway' | 'ParallelGateway', (d: unknown, c: unknown) => unknown>;
  return context.getInboundSequenceFlows(definition.id).length > 1 ? gateways.ParallelGateway(definition, context) : gateways.InclusiveGateway(definition, context);
}

function evaluator(target: BpmnTarget, helpers: Scope): (text: string, scope: Scope) => unknown {
  if (target === 'camunda8') {
    return (text, scope) => {
      if (!text.startsWith('=')) return text;
      return evaluateFeel(text.slice(1), { ...helpers, ...scope }).value;
    };
  }
  return (text, scope) => {
    const match = /^\$\{([\s\S]*)\}$/.exec(text.trim());
    return match ? evaluateJuel(match[1], { approval: helpers, ...scope, execution: { getVariable: (name: string) => scope[name] ?? null } }) : text;
  };
}

export async function runExported({ moddleContext, model, variables, org, form, values, subflowResults = {}, order = [] }: ExportedRun): Promise<TraceEvent[]> {
  const trace: TraceEvent[] = [];
  const elements = new Map<string, BpmnElement>(model.elements.map((element) => [element.id, element]));
  const completed = new Map<string, number>();
  // Each loop's instance count (the collection's length when the task is entered), for 按比例会签's completion.
  const instances = new Map<string, number>();
  const helpers: Scope = { ...bpmnHelpers(org, form, values) };
  const evaluate = evaluator(model.target, helpers);
  // Variables set while the process runs (setFields, a call activity's outputs): every later expression reads them.
  const assigned: Scope = {};
  const jobs: JobContext = {
    helpers, form, org, evaluate,
    record: (event) => void trace.push(event),
    setVariables: (set) => void Object.assign(assigned, set),
  };
  const scopeOf = (message: { content?: Scope; environment?: { variables?: Scope } } | undefined, activityId?: string): Scope => {
    const scope: Scope = { ...variables, ...(message?.environment?.variables ?? {}), ...(message?.content ?? {}), ...assigned };
    if (activityId !== undefined) {
      const count = completed.get(activityId) ?? 0;
      scope.numberOfCompletedInstances = count;
      scope.nrOfCompletedInstances = count;
      scope.numberOfInstances = instances.get(activityId) ?? 0;
      scope.nrOfInstances = instances.get(activityId) ?? 0;
    }
    return scope;
  };
  const clock = virtualTimers(elements, (id) => {
    const element = elements.get(id);
    if (element?.kind !== 'timerEvent') return undefined;
    const value = evaluate(element.timer.value, scopeOf(undefined));
    return { type: element.timer.type, value: String(value) };
  });
  const engine = new Engine({
    name: model.id,
    moddleContext,
    variables,
    timers: clock.timers as never,
    elements: { ExclusiveGateway: exclusiveGateway, InclusiveGateway: inclusiveGateway },
    expressions: {
      resolveExpression(expression: string | undefined, message: { content?: Scope & { id?: string; parent?: { id?: string } } }) {
        // A camunda8 call activity names its process in zeebe:calledElement: bpmn-engine sees no attribute.
        if (expression === undefined) return undefined;
        return evaluate(expression, scopeOf(message, message?.content?.id));
      },
    },
    extensions: {
      // What bpmn-engine does not read from the target's syntax: Zeebe's loop input, cc jobs.
      targetSyntax(activity: { id: string; behaviour: Scope & { loopCharacteristics?: { behaviour: Scope } } }) {
        const element = elements.get(activity.id);
        const loop = activity.behaviour.loopCharacteristics?.behaviour;
        if (element?.kind === 'userTask' && element.loop && loop) {
          loop.collection = element.loop.collection;
          loop.elementVariable = element.loop.elementVariable;
        }
        if (element?.kind === 'serviceTask') {
          activity.behaviour.Service = function BackendWorker() {
            return {
              execute(message: { content?: Scope }, callback: (error: unknown) => void) {
                try {
                  runServiceTask(element, model.target, scopeOf(message as never), jobs);
                  callback(null);
                } catch (error) {
                  callback(error);
                }
              },
            };
          };
        }
        return { activate() {}, deactivate() {} };
      },
    },
  });
  const listener = new EventEmitter();
  // Tasks are completed one at a time after the engine has created every task it creates at once, so that a
  // 或签's parallel tasks are all reached before the first decision ends the others.
  const waiting: Array<{ id: string; executionId: string; signal(): void }> = [];
  // 子流程: call activities waiting for their child; the driver ends each child once no task is open.
  const calls: Array<{ id: string; signal(): void }> = [];
  const finished = new Set<string>();
  listener.on('activity.call', (api: { id: string; content: Scope; signal(): void }) => {
    const element = elements.get(api.id);
    if (element?.kind !== 'callActivity') return;
    const scope = scopeOf(api as never);
    const childValues = Object.fromEntries(element.inputs.map(({ target, source }) => [target, evaluate(source, scope) ?? null]));
    trace.push({ elementId: api.id, kind: 'subflow', flowId: element.calledElement, values: childValues });
    calls.push(api);
  });
  /** Ends the first waiting child in the flow's order, its result taken back by the call activity's outputs. */
  const finishCall = () => {
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    calls.sort((a, b) => rank(a.id) - rank(b.id));
    const call = calls.shift() as (typeof calls)[number];
    const element = elements.get(call.id) as Extract<BpmnElement, { kind: 'callActivity' }>;
    const child: Scope = { approvalResult: subflowResults[call.id] ?? 'approved' };
    jobs.setVariables(Object.fromEntries((element.outputs ?? []).map(({ target, source }) => [target, evaluate(source, child)])));
    call.signal();
  };
  listener.on('activity.wait', (api: { id: string; executionId: string; content: Scope; signal(): void }) => {
    const element = elements.get(api.id);
    if (element?.kind !== 'userTask') return;
    trace.push({ elementId: api.id, kind: 'task', assignee: String(evaluate(element.assignee ?? '', scopeOf(api as never))) });
    waiting.push(api);
  });
  // bpmn-engine tells no listener when a loop's completion condition discards its open instances: when the
  // task itself leaves, its instances still waiting are over too (a 或签 or 按比例会签 decided without them).
  listener.on('activity.leave', (api: { id: string; executionId: string }) => {
    finished.add(api.executionId);
    for (const task of waiting) if (task.id === api.id) finished.add(task.executionId);
  });
  listener.on('activity.enter', (api: { id: string; content: Scope }) => {
    // The task itself, not one of its loop's instances (bpmn-engine marks only those with an index); its
    // enter message carries no isRootScope, so 按比例会签 would otherwise compare against 0 instances.
    if (typeof api.content.index === 'number') return;
    completed.set(api.id, 0);
    const element = elements.get(api.id);
    if (element?.kind === 'userTask' && element.loop) {
      const list = evaluate(element.loop.collection, scopeOf(api as never));
      instances.set(api.id, Array.isArray(list) ? list.length : 0);
    }
  });
  let done = false;
  let failed: unknown;
  let wake = () => {};
  const stop = () => {
    done = true;
    wake();
  };
  engine.once('end', stop);
  engine.once('error', (error: unknown) => {
    failed = error;
    stop();
  });
  listener.on('activity.wait', () => wake());
  listener.on('activity.call', () => wake());
  await engine.execute({ listener });
  // The order of our run: open tasks first; none open, time moves to the next 延时; none held, a child ends.
  const settle = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (clock.duePending()) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  while (!done) {
    // Let the engine create every task it creates at once (and fire what is due) before the first is completed.
    await settle();
    if (done) break;
    const next = waiting.shift();
    if (next) {
      if (finished.has(next.executionId)) continue;
      completed.set(next.id, (completed.get(next.id) ?? 0) + 1);
      trace.push({ elementId: next.id, kind: 'decided' });
      next.signal();
      continue;
    }
    if (clock.advance()) continue;
    if (calls.length > 0) {
      finishCall();
      continue;
    }
    // Nothing to do: wait for the engine to go on; a tenth of a second of silence means it is stuck.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 100);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (waiting.length === 0 && calls.length === 0 && !clock.duePending()) break;
  }
  if (failed !== undefined) throw new Error(`bpmn-engine failed: ${failed instanceof Error ? failed.message : String(failed)}; trace ${JSON.stringify(trace)}`);
  if (!done) throw new Error(`bpmn-engine did not reach the end; trace ${JSON.stringify(trace)}`);
  return trace;
}
