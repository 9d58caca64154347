/**
 * The three scratch additions of issue 44 — a control type (评分), a node type (备注) and an action (已阅) — each
 * a test-only module registered here exactly as a type of the app is registered in its registry: 2 lines for
 * the control, 3 for the node, 1 for the action. The jest project "registries with scratch types"
 * (jest.config.cjs) runs the registry-driven suites again with these registered (test/setup/scratch-types.ts).
 */
import { registerControlType } from '../../domain/controls/registry';
import { registerBpmnMapping } from '../../domain/flow/bpmn/mapping-registry';
import { registerNodeType } from '../../domain/flow/nodes/registry';
import { registerActionKind } from '../../domain/flow/runtime/actions/registry';
import { registerUiControlType } from '../../ui/controls/registry';
import { registerNodeUi } from '../../ui/flow-designer/nodes/registry';
import { acknowledgeAction } from './actions/acknowledge';
import { rating } from './controls/rating';
import { ratingUi } from './controls/rating-ui';
import { noteMapping } from './nodes/note-mapping';
import { noteNode } from './nodes/note-node';
import { noteUi } from './nodes/note-ui/note-ui';

/** Registers the scratch types once (a second call does nothing). */
let registered = false;
export function registerScratchTypes(): void {
  if (registered) return;
  registered = true;
  // A control type: its domain module and its ui folder.
  registerControlType(rating);
  registerUiControlType(ratingUi);
  // A node type: its domain module, its ui folder and its BPMN mapping.
  registerNodeType(noteNode);
  registerNodeUi(noteUi);
  registerBpmnMapping(noteMapping);
  // An action: its module.
  registerActionKind(acknowledgeAction);
}
