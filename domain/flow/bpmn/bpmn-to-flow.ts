/**
 * A plain BPMN process → our flow: from the start event along the sequence flows, each element read by the
 * mapping of its node type (our data names it, or its shape does). Whatever cannot be read — another element
 * type, a branch that never joins, a loop, an unreadable assignee or condition — is reported with its id in
 * Chinese, never dropped silently. Entry point: `bpmnToFlow(model)`.
 */
import type { Flow, FlowNode } from '../model/flow';
import { parseFlow } from '../model/parse-flow';
import type { BpmnElement, BpmnProblem, BpmnProcessModel, BpmnSequenceFlow } from './bpmn-model';
import { bpmnMessages as m } from './bpmn-messages';
import { dialectOf } from './expression-dialect';
import { dataOf, type ImportContext } from './mapping-context';
import { mappingForElement } from './mapping-registry';

export interface BpmnImportResult {
  /** The flow read, also when there are problems (the parts that could be read). */
  flow?: Flow;
  problems: BpmnProblem[];
}

/** As deep as a flow may nest branches (parseFlow's limit): deeper is refused before it is walked. */
const MAX_BRANCH_NESTING = 100;

const isGateway = (element: BpmnElement | undefined): boolean => element?.kind === 'exclusiveGateway' || element?.kind === 'parallelGateway' || element?.kind === 'inclusiveGateway';

function group(flows: readonly BpmnSequenceFlow[], key: (flow: BpmnSequenceFlow) => string): Map<string, BpmnSequenceFlow[]> {
  const map = new Map<string, BpmnSequenceFlow[]>();
  for (const flow of flows) {
    const list = map.get(key(flow));
    if (list) list.push(flow);
    else map.set(key(flow), [flow]);
  }
  return map;
}

class ImportWalker implements ImportContext {
  readonly dialect;
  readonly problems: BpmnProblem[] = [];
  readonly visited = new Set<string>();
  private readonly elements: Map<string, BpmnElement>;
  private readonly out: Map<string, BpmnSequenceFlow[]>;
  private readonly in: Map<string, BpmnSequenceFlow[]>;
  /** Joins marked by our data (`joinOf`), and those found by walking, per split (each walked once). */
  private readonly markedJoins = new Map<string, string>();
  private readonly joins = new Map<string, string | undefined>();
  /** How many branch chains are open (a flow nests at most MAX_BRANCH_NESTING deep). */
  private depth = 0;

  constructor(readonly model: BpmnProcessModel) {
    this.dialect = dialectOf(model.target);
    this.elements = new Map(model.elements.map((element) => [element.id, element]));
    this.out = group(model.flows, (flow) => flow.source);
    this.in = group(model.flows, (flow) => flow.target);
    for (const element of model.elements) {
      const split = dataOf(element).joinOf;
      if (typeof split === 'string' && !this.markedJoins.has(split)) this.markedJoins.set(split, element.id);
    }
  }

  outgoing = (id: string): BpmnSequenceFlow[] => this.out.get(id) ?? [];
  incoming = (id: string): BpmnSequenceFlow[] => this.in.get(id) ?? [];
  element = (id: string): BpmnElement | undefined => this.elements.get(id);
  private readonly reported = new Set<string>();
  problem(elementId: string, message: string): void {
    const key = `${elementId}\n${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push({ elementId, message });
  }

  visit(elementId: string): void {
    this.visited.add(elementId);
  }

  joinOf(split: string): string | undefined {
    const marked = this.markedJoins.get(split);
    if (marked) return marked;
    if (this.joins.has(split)) return this.joins.get(split);
    this.joins.set(split, undefined);
    const found = this.walkToJoin(split);
    this.joins.set(split, found);
    return found;
  }

  private walkToJoin(split: string): string | undefined {
    const seen = new Set<string>();
    let id: string | undefined = this.outgoing(split)[0]?.target;
    while (id !== undefined && !seen.has(id)) {
      seen.add(id);
      const element = this.element(id);
      if (!element || element.kind === 'endEvent') return undefined;
      if (isGateway(element) && this.incoming(id).length > 1) return id;
      if (isGateway(element) && this.outgoing(id).length > 1) {
        const inner = this.joinOf(id);
        id = inner === undefined ? undefined : this.outgoing(inner)[0]?.target;
      } else id = this.outgoing(id)[0]?.target;
    }
    return undefined;
  }

  chain(first: string, stopAt?: string): FlowNode | undefined {
    if (this.depth >= MAX_BRANCH_NESTING) {
      this.problem(first, m.tooDeep);
      return undefined;
    }
    this.depth += 1;
    try {
      return this.walkChain(first, stopAt);
    } finally {
      this.depth -= 1;
    }
  }

  private walkChain(first: string, stopAt?: string): FlowNode | undefined {
    let head: FlowNode | undefined;
    let tail: FlowNode | undefined;
    for (let id: string | undefined = first; id !== undefined && id !== stopAt;) {
      const element = this.element(id);
      if (!element || element.kind === 'endEvent') {
        if (element) this.visited.add(id);
        break;
      }
      if (this.visited.has(id)) {
        this.problem(id, m.loop);
        break;
      }
      this.visited.add(id);
      let continueFrom = id;
      let continueVia: string | undefined;
      const mapping = mappingForElement(element, this);
      const read = mapping?.import(element, this);
      if (!mapping) this.problem(id, m.unsupportedElement(element.kind === 'other' ? element.type : element.kind));
      if (read) {
        if (tail) tail.next = read.node;
        else head = read.node;
        tail = read.node;
        continueFrom = read.continueFrom;
        continueVia = read.continueVia;
        this.visited.add(continueFrom);
      }
      const all = this.outgoing(continueFrom);
      const outs = continueVia === undefined ? all : all.filter((flow) => flow.id === continueVia);
      if (outs.length === 0) this.problem(continueFrom, m.noOutgoing);
      if (outs.length > 1) this.problem(continueFrom, m.manyOutgoing);
      id = outs[0]?.target;
    }
    return head;
  }
}

export function bpmnToFlow(model: BpmnProcessModel): BpmnImportResult {
  const walker = new ImportWalker(model);
  const starts = model.elements.filter((element) => element.kind === 'startEvent');
  if (starts.length === 0) return { problems: [{ elementId: model.id, message: m.noStart }] };
  for (const extra of starts.slice(1)) walker.problem(extra.id, m.manyStarts);
  const root = walker.chain(starts[0].id);
  for (const element of model.elements) if (!walker.visited.has(element.id)) walker.problem(element.id, m.unreached);
  const data = dataOf(model);
  const fields = typeof data.fields === 'object' && data.fields !== null ? data.fields : {};
  const raw = { id: typeof data.id === 'string' ? data.id : model.id, name: model.name, ...fields, root };
  const parsed = parseFlow(raw);
  if (!parsed.ok) {
    for (const error of parsed.errors) walker.problem(model.id, `${error.path}: ${error.message}`);
    return { problems: walker.problems };
  }
  return { flow: parsed.flow, problems: walker.problems };
}
