import { Tabs } from 'antd';
import type { ApproverNode } from '../../../../domain/flow';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { APPROVER_SECTIONS } from './approver-sections';

/** 审批人: the drawer's settings, one tab per group of approver-sections.ts. */
function ApproverPanel(props: NodePanelProps<ApproverNode>) {
  return <Tabs items={APPROVER_SECTIONS.map(({ key, title, Section }) => ({ key, label: title, children: <Section {...props} /> }))} />;
}

export const approverUi: NodeUi<ApproverNode> = { type: 'approver', Panel: ApproverPanel, missing: '请设置审批人' };
