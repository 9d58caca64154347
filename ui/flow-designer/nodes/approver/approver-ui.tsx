import { Tabs } from 'antd';
import type { ApproverNode, DecidingNode } from '../../../../domain/flow';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { APPROVER_SECTIONS } from './approver-sections';

/** 审批人 (and 办理人, which shares it): the drawer's settings, one tab per group of approver-sections.tsx. */
export function ApproverPanel(props: NodePanelProps<DecidingNode>) {
  return <Tabs items={APPROVER_SECTIONS.map(({ key, title, Section }) => ({ key, label: title, children: <Section {...props} /> }))} />;
}

export const approverUi: NodeUi<ApproverNode> = { type: 'approver', Panel: ApproverPanel, missing: '请设置审批人' };
