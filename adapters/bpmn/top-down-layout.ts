/**
 * A top-down diagram of an exported process, drawn the way the flow designer draws the flow: the chain runs
 * down the middle, a group's branches side by side between its split and join gateways, each branch as wide
 * as its widest group. Works on the exported model, whose groups are well nested (every join names its split).
 */
import type { BpmnElement, BpmnProcessModel, BpmnSequenceFlow } from '../../domain/flow/bpmn';

export interface Bounds { x: number; y: number; width: number; height: number }
export interface Point { x: number; y: number }
export interface Layout {
  shapes: Map<string, Bounds>;
  edges: Map<string, Point[]>;
  /** Where a split's name and its branches' names are written (bpmn-js would stack them all below the split). */
  labels: Map<string, Bounds>;
}

const SIZE: Record<string, { width: number; height: number }> = {
  startEvent: { width: 36, height: 36 }, endEvent: { width: 36, height: 36 },
  exclusiveGateway: { width: 50, height: 50 }, parallelGateway: { width: 50, height: 50 }, inclusiveGateway: { width: 50, height: 50 },
  timerEvent: { width: 36, height: 36 }, boundaryTimer: { width: 36, height: 36 },
};
const TASK = { width: 100, height: 80 };
const GAP_Y = 50;
const COLUMN = 160;
/** How far below a split (or above a join) a branch's flow turns. */
const ELBOW = 25;
const LABEL = { width: 80, height: 14, gap: 6 };

const sizeOf = (element: BpmnElement) => SIZE[element.kind] ?? TASK;

export function topDownLayout(model: BpmnProcessModel): Layout {
  const byId = new Map(model.elements.map((element) => [element.id, element]));
  const out = new Map<string, BpmnSequenceFlow[]>();
  for (const flow of model.flows) out.set(flow.source, [...(out.get(flow.source) ?? []), flow]);
  const joinOf = new Map<string, string>();
  for (const element of model.elements) if (typeof element.data?.joinOf === 'string') joinOf.set(element.data.joinOf, element.id);
  const shapes = new Map<string, Bounds>();
  // The chain goes on by a gateway's default flow: a reject path's gateway (issue 27) also leads aside.
  const next = (id: string): string | undefined => {
    const element = byId.get(id);
    const flows = out.get(id) ?? [];
    const main = element?.kind === 'exclusiveGateway' && element.defaultFlow ? flows.find((flow) => flow.id === element.defaultFlow) : undefined;
    return (main ?? flows[0])?.target;
  };
  const branchColumn = new Map<string, number>();
  const widths = new Map<string, number>();

  /** The width of the chain from `first` up to `stop`. */
  function width(first: string | undefined, stop?: string): number {
    let widest = COLUMN;
    for (let id = first; id !== undefined && id !== stop;) {
      const join = joinOf.get(id);
      if (join !== undefined) {
        const total = (out.get(id) ?? []).reduce((sum, flow) => sum + (flow.target === join ? COLUMN : width(flow.target, join)), 0);
        widths.set(id, total);
        widest = Math.max(widest, total);
        id = out.get(join)?.[0]?.target;
      } else id = next(id);
    }
    return widest;
  }

  function place(id: string, centre: number, top: number): number {
    const element = byId.get(id);
    if (!element) return top;
    const size = sizeOf(element);
    shapes.set(id, { x: centre - size.width / 2, y: top, width: size.width, height: size.height });
    return top + size.height + GAP_Y;
  }

  /** Places the chain from `first` up to `stop` centred on `centre`; returns the y below it. */
  function placeChain(first: string | undefined, stop: string | undefined, centre: number, top: number): number {
    let y = top;
    for (let id = first; id !== undefined && id !== stop;) {
      y = place(id, centre, y);
      const join = joinOf.get(id);
      if (join === undefined) {
        id = next(id);
        continue;
      }
      let left = centre - (widths.get(id) ?? COLUMN) / 2;
      let bottom = y;
      for (const flow of out.get(id) ?? []) {
        const branchWidth = flow.target === join ? COLUMN : width(flow.target, join);
        const column = left + branchWidth / 2;
        branchColumn.set(flow.id, column);
        if (flow.target !== join) bottom = Math.max(bottom, placeChain(flow.target, join, column, y));
        left += branchWidth;
      }
      y = place(join, centre, bottom);
      id = out.get(join)?.[0]?.target;
    }
    return y;
  }

  const start = model.elements.find((element) => element.kind === 'startEvent');
  width(start?.id);
  placeChain(start?.id, undefined, (widths.size > 0 ? Math.max(...widths.values()) : COLUMN) / 2 + 40, 40);
  // A reject path's own elements (已拒绝, 修改后重新提交) and a 子流程's 子流程未通过 sit right of the element that leads to them.
  for (const element of model.elements) {
    if (shapes.has(element.id) || (typeof element.data?.rejectOf !== 'string' && typeof element.data?.subflowOf !== 'string')) continue;
    const from = model.flows.find((flow) => flow.target === element.id && shapes.has(flow.source));
    const source = from ? shapes.get(from.source) : undefined;
    if (source) place(element.id, source.x + source.width / 2 + COLUMN, source.y);
  }
  placeBorderTimers(model, shapes, out);
  return { shapes, edges: edgesOf(model.flows, shapes, branchColumn, joinOf), labels: labelsOf(model, shapes, branchColumn, joinOf) };
}

/** A timeout's timer on its task's lower right corner, and its path (service task, end) to the right of the task. */
function placeBorderTimers(model: BpmnProcessModel, shapes: Map<string, Bounds>, out: Map<string, BpmnSequenceFlow[]>): void {
  const byId = new Map(model.elements.map((element) => [element.id, element]));
  for (const element of model.elements) {
    const task = element.kind === 'boundaryTimer' ? shapes.get(element.attachedTo) : undefined;
    if (!task) continue;
    shapes.set(element.id, { x: task.x + task.width - 18, y: task.y + task.height - 18, width: 36, height: 36 });
    let x = task.x + task.width + 40;
    for (let id = out.get(element.id)?.[0]?.target; id !== undefined; id = out.get(id)?.[0]?.target) {
      const next = byId.get(id);
      if (!next) break;
      const size = sizeOf(next);
      shapes.set(id, { x, y: task.y + task.height + 10 - size.height / 2, width: size.width, height: size.height });
      x += size.width + 30;
    }
  }
}

/** A named split's label right of it; a named branch's label right of its line, just below the turn. */
function labelsOf(model: BpmnProcessModel, shapes: Map<string, Bounds>, branchColumn: Map<string, number>, joinOf: Map<string, string>): Map<string, Bounds> {
  const labels = new Map<string, Bounds>();
  for (const element of model.elements) {
    const split = shapes.get(element.id);
    if (!split || !element.name || !joinOf.has(element.id)) continue;
    labels.set(element.id, { x: split.x + split.width + LABEL.gap, y: split.y + split.height / 2 - LABEL.height / 2, width: LABEL.width, height: LABEL.height });
  }
  for (const flow of model.flows) {
    const column = branchColumn.get(flow.id);
    const split = shapes.get(flow.source);
    if (column === undefined || !split || !flow.name) continue;
    labels.set(flow.id, { x: column + LABEL.gap, y: split.y + split.height + ELBOW + LABEL.gap, width: LABEL.width, height: LABEL.height });
  }
  return labels;
}

function edgesOf(flows: readonly BpmnSequenceFlow[], shapes: Map<string, Bounds>, branchColumn: Map<string, number>, joinOf: Map<string, string>): Map<string, Point[]> {
  const joins = new Set(joinOf.values());
  const edges = new Map<string, Point[]>();
  for (const flow of flows) {
    const from = shapes.get(flow.source);
    const to = shapes.get(flow.target);
    if (!from || !to) continue;
    const a = { x: from.x + from.width / 2, y: from.y + from.height };
    const b = { x: to.x + to.width / 2, y: to.y };
    const column = branchColumn.get(flow.id);
    const points: Point[] = [a];
    // Out of a split: down a little, across to the branch's column; into a join: across just above it.
    if (column !== undefined && column !== a.x) points.push({ x: a.x, y: a.y + ELBOW }, { x: column, y: a.y + ELBOW });
    const x = column ?? a.x;
    if (joins.has(flow.target) && x !== b.x) points.push({ x, y: b.y - ELBOW }, { x: b.x, y: b.y - ELBOW });
    else if (x !== b.x) points.push({ x, y: (a.y + b.y) / 2 }, { x: b.x, y: (a.y + b.y) / 2 });
    points.push(b);
    edges.set(flow.id, points);
  }
  return edges;
}
