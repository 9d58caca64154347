/** The part of submitted values an actor may change: the fields their node makes 可编辑. */
import type { FieldPerm, FlowNode } from '../../model/flow';
import { own } from '../../model/own';

export function editableValues(node: FlowNode | undefined, values: Record<string, unknown> | undefined, defaultPerm: FieldPerm): Record<string, unknown> {
  if (!node || !values || typeof values !== 'object') return {};
  const perms = (node.props as { fieldPerms?: Record<string, FieldPerm> }).fieldPerms;
  return Object.fromEntries(Object.entries(values).filter(([id]) => (own(perms, id) ?? defaultPerm) === 'edit'));
}
