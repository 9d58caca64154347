// @feature-public: approvals read a stored flow for the flow view.
/**
 * The flow as a design stores it. A design holds the domain flow (docs/FLOW-FORMAT.md); one saved before the
 * flow designer existed (the old `{nodes}` graph) or damaged cannot be read, and the designer starts again
 * from the start node alone, saying why.
 */
import { parseFlow, type Flow } from '../../domain/flow';
import { emptyFlow } from '../../domain/flow/edit';
import type { ModelDesign } from '../ports/flow-model-api';
import { designerMessages as dm } from './designer-messages';

export interface StoredFlow {
  readonly flow: Flow;
  /** Set when the stored flow could not be read. */
  readonly notice: string | undefined;
}

export function storedFlowOf(design: Pick<ModelDesign, 'modelId' | 'flow'>, name: string): StoredFlow {
  const raw: unknown = design.flow;
  const legacy = typeof raw === 'object' && raw !== null && 'nodes' in raw && !('root' in raw);
  if (raw === undefined || raw === null || (legacy && ((raw as { nodes?: unknown[] }).nodes ?? []).length === 0)) {
    return { flow: emptyFlow(design.modelId, name), notice: undefined };
  }
  const parsed = parseFlow(raw);
  if (parsed.ok) return { flow: parsed.flow, notice: undefined };
  const detail = legacy ? dm.legacyFlow : parsed.errors.slice(0, 3).map((e) => `${e.path}：${e.message}`).join('；');
  return { flow: emptyFlow(design.modelId, name), notice: dm.flowUnreadable(detail) };
}

/** The flow in the design record that save_model_design sends. */
export const toStoredFlow = (flow: Flow): ModelDesign['flow'] => flow as unknown as ModelDesign['flow'];
