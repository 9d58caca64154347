import { Tabs } from 'antd';
import type { CcNode } from '../../../../domain/flow';
import { AssigneeEditor } from '../../assignee-editor';
import { useFlowSession } from '../../use-flow-designer';
import { FieldPermsTab } from '../field-perms-tab';
import type { NodePanelProps, NodeUi } from '../node-ui';

/** 抄送人: who is copied, and what they see of the form. */
function CcPanel({ node, form }: NodePanelProps<CcNode>) {
  const session = useFlowSession();
  return (
    <Tabs items={[
      { key: 'assignee', label: '设置抄送人', children: <AssigneeEditor role="抄送人" value={node.props.assignee} controls={form.controls} onChange={(a) => session.setAssignee(node.id, a)} /> },
      { key: 'perms', label: '字段权限', children: <FieldPermsTab node={node} form={form} fallback="read" /> },
    ]} />
  );
}

export const ccUi: NodeUi<CcNode> = { type: 'cc', Panel: CcPanel, colour: '#3296fa', missing: '请设置抄送人' };
