import type { FieldPerm, FlowNode } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';
import { FieldPermsTable } from '../field-perms-table';
import { useFlowSession } from '../use-flow-designer';

/** A node's 字段权限 (可编辑 / 只读 / 隐藏 per control); `fallback` is what a control not listed gets. */
export function FieldPermsTab({ node, form, fallback }: { node: FlowNode; form: Form; fallback: FieldPerm }) {
  const session = useFlowSession();
  return (
    <FieldPermsTable controls={form.controls} value={(node.props as { fieldPerms?: Record<string, FieldPerm> }).fieldPerms} fallback={fallback}
      onChange={(controlId, perm) => session.setFieldPerm(node.id, controlId, perm)} onChangeAll={(perm) => session.setAllFieldPerms(node.id, perm)} />
  );
}
