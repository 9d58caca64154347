/**
 * Runs an exported BPMN file in bpmn-engine (a JavaScript BPMN 2.0 engine) the way the target would: its
 * conditions and assignee lists evaluated in the target's language (FEEL through feelin for camunda8, JUEL
 * for camunda7 / flowable), the helpers of docs/BPMN.md answered by the reference implementation, every user
 * task completed by a driver as soon as it is created, every cc job recorded. Returns what happened: the user
 * tasks with their assignees, each task the driver completed (a loop's completion condition decides how many
 * it takes) and the cc jobs with their users, in order.
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

export type TraceEvent =
  | { elementId: string; kind: 'task'; assignee: string }
  /** The driver completed one of the element's tasks (how many it took before the loop ended shows its rule). */
  | { elementId: string; kind: 'decided' }
  | { elementId: string; kind: 'cc'; users: string[] };

const MODDLE: Record<BpmnTarget, Record<string, unknown>> = { camunda8: { zeebe, approval }, camunda7: { camunda, approval }, flowable: { flowable, approval } };

export interface ExportedRun {
  /** The exported file as bpmn-moddle read it (`parseExported`): read once, run many times. */
  moddleContext: unknown;
  model: BpmnProcessModel;
  variables: Record<string, unknown>;
  org: OrgIndex;
  form: Form;
  values: Readonly<Record<string, unknown>>;
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

/**
 * Time driven by the test, as our `tick` drives it: a 延时's timer event is due at once (its wait is our
 * engine's business, not the route's); a timeout's timer on a task's border keeps its real delay and is
 * cleared when the driver decides the task, so the route is what both engines compare.
 */
function drivenTimers(elements: ReadonlyMap<string, BpmnElement>) {
  type SetTimeout = (owner: { id?: string } | null, callback: unknown, delay: number, ...args: unknown[]) => unknown;
  const timers = new (Elements as unknown as { Timers: new () => Record<string, unknown> }).Timers();
  const set = (timers._setTimeout as SetTimeout).bind(timers);
  timers._setTimeout = (owner: { id?: string } | null, callback: unknown, delay: number, ...args: unknown[]) =>
    set(owner, callback, elements.get(String(owner?.id))?.kind === 'timerEvent' ? 0 : delay, ...args);
  return timers as never as InstanceType<typeof Elements.Timers> & { executing: Array<{ delay: number }> };
}

/**
 * Whether a timer the test made due at once has yet to fire: a 延时 set while a long cascade of discards ran
 * can still be pending when the driver's tenth of a second of silence has already passed.
 */
const dueTimerPending = (timers: ReturnType<typeof drivenTimers>) => timers.executing.some((timer) => timer.delay <= 0);

export async function runExported({ moddleContext, model, variables, org, form, values }: ExportedRun): Promise<TraceEvent[]> {
  const trace: TraceEvent[] = [];
  const elements = new Map<string, BpmnElement>(model.elements.map((element) => [element.id, element]));
  const completed = new Map<string, number>();
  // Each loop's instance count (the collection's length when the task is entered), for 按比例会签's completion.
  const instances = new Map<string, number>();
  const helpers: Scope = {
    ...bpmnHelpers(org, form, values),
    // camunda7 / flowable: the bean's cc(execution, users) sends the copies.
    cc: (_execution: unknown, users: string[]) => users,
  };
  const evaluate = evaluator(model.target, helpers);
  const scopeOf = (message: { content?: Scope; environment?: { variables?: Scope } } | undefined, activityId?: string): Scope => {
    const scope: Scope = { ...variables, ...(message?.environment?.variables ?? {}), ...(message?.content ?? {}) };
    if (activityId !== undefined) {
      const count = completed.get(activityId) ?? 0;
      scope.numberOfCompletedInstances = count;
      scope.nrOfCompletedInstances = count;
      scope.numberOfInstances = instances.get(activityId) ?? 0;
      scope.nrOfInstances = instances.get(activityId) ?? 0;
    }
    return scope;
  };
  const timers = drivenTimers(elements);
  const engine = new Engine({
    name: model.id,
    moddleContext,
    variables,
    timers,
    elements: { ExclusiveGateway: exclusiveGateway, InclusiveGateway: inclusiveGateway },
    expressions: {
      resolveExpression(expression: string, message: { content?: Scope & { id?: string; parent?: { id?: string } } }) {
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
          activity.behaviour.Service = function CcJob() {
            return {
              execute(message: { content?: Scope }, callback: (error: unknown) => void) {
                const scope = scopeOf(message as never);
                const users = model.target === 'camunda8' ? evaluate(element.inputs[0].source, scope) : evaluate(element.expression ?? '', scope);
                trace.push({ elementId: element.id, kind: 'cc', users: [...(users as string[])] });
                callback(null);
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
  const finished = new Set<string>();
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
  await engine.execute({ listener });
  while (!done) {
    if (waiting.length === 0) {
      // Nothing to complete: wait for the engine to go on; a tenth of a second of silence means it is stuck.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (waiting.length === 0 && !dueTimerPending(timers)) break;
    }
    // Let the engine create every task it creates at once before the first is completed.
    await new Promise((resolve) => setImmediate(resolve));
    const next = waiting.shift();
    if (!next || finished.has(next.executionId)) continue;
    completed.set(next.id, (completed.get(next.id) ?? 0) + 1);
    trace.push({ elementId: next.id, kind: 'decided' });
    next.signal();
  }
  if (failed !== undefined) throw new Error(`bpmn-engine failed: ${failed instanceof Error ? failed.message : String(failed)}; trace ${JSON.stringify(trace)}`);
  if (!done) throw new Error(`bpmn-engine did not reach the end; trace ${JSON.stringify(trace)}`);
  return trace;
}
