import { useCallback, useDeferredValue } from 'react';
import { Alert, Drawer, Input, Typography } from 'antd';
import type { FlowDesignerState } from '../../application/designer/flow-designer-session';
import { describeBranchConditions, indexFlow, type ConditionBranch, type FlowNode } from '../../domain/flow';
import { groupOfBranch } from '../../domain/flow/edit';
import type { Form } from '../../domain/model/form';
import type { DesignerState } from '../../application/designer/designer-session';
import { useDesignerSelector } from '../designer/use-designer';
import { ConditionEditor } from './condition-editor';
import { nodeUi } from './nodes/registry';
import { useFlowNames, useFlowSelector, useFlowSession } from './use-flow-designer';

const selectionOf = (s: FlowDesignerState) => s.selection;
const flowOf = (s: FlowDesignerState) => s.flow;
const formOf = (s: DesignerState) => s.form;

function NameField({ value, onChange, label }: { value: string; onChange: (name: string) => void; label: string }) {
  return <Input aria-label={label} value={value} maxLength={30} onChange={(e) => onChange(e.target.value)} />;
}

/** A node's settings: the panel of its type's ui folder (nodes/<type>). */
function NodeSettings({ node, form }: { node: FlowNode; form: Form }) {
  const { Panel } = nodeUi(node);
  return <Panel node={node} form={form} />;
}

/** The drawer of the selected card: a node's settings, or a condition branch's name and conditions. */
export function NodeDrawer() {
  const session = useFlowSession();
  // Deferred: a new card (added and selected at once) is drawn first, the drawer's settings a moment later.
  const selection = useDeferredValue(useFlowSelector(selectionOf));
  const flow = useFlowSelector(flowOf);
  const form = useDesignerSelector(formOf);
  const names = useFlowNames();
  const close = useCallback(() => session.select(undefined), [session]);
  const node = selection?.kind === 'node' ? indexFlow(flow).node(selection.id) : undefined;
  const group = selection?.kind === 'branch' ? groupOfBranch(flow, selection.id) : undefined;
  const branch = group?.branches.find((b) => b.id === selection?.id) as ConditionBranch | undefined;
  const open = node !== undefined || branch !== undefined;
  const title = node
    ? <NameField label="节点名称" value={node.name} onChange={(name) => session.renameNode(node.id, name)} />
    : branch ? <NameField label="条件名称" value={branch.name} onChange={(name) => session.renameBranch(branch.id, name)} /> : null;
  return (
    <Drawer open={open} onClose={close} size={620} title={title} destroyOnHidden data-testid="flow-drawer">
      {node && <NodeSettings node={node} form={form} />}
      {branch && (
        branch.default
          ? <Alert type="info" showIcon title="其他情况：未满足其他分支条件时进入此分支，无需设置条件" />
          : (
            <>
              <Typography.Paragraph type="secondary" data-testid="branch-summary">
                {describeBranchConditions(branch, names) || '未设置条件：添加条件后，满足条件的申请进入此分支'}
              </Typography.Paragraph>
              <ConditionEditor value={branch.conditions} controls={form.controls} onChange={(groups) => session.setConditions(branch.id, groups)} />
            </>
          )
      )}
    </Drawer>
  );
}
