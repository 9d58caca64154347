import { Tabs } from 'antd';
import type { ApproverNode, DecidingNode } from '../../../../domain/flow';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { APPROVER_SECTIONS } from './approver-sections';
import { inNodeWords } from './deciding-words';

/**
 * 审批人 (and 办理人, which shares it): the drawer's settings, one tab per group of approver-sections.tsx. The tabs
 * sit closer than antd's default so all eight fit the drawer (字段权限 was hidden behind the overflow menu).
 */
export function ApproverPanel(props: NodePanelProps<DecidingNode>) {
  return <Tabs tabBarGutter={20} items={APPROVER_SECTIONS.map(({ key, title, Section }) => ({ key, label: inNodeWords(props.node, title), children: <Section {...props} /> }))} />;
}

export const approverUi: NodeUi<ApproverNode> = { type: 'approver', Panel: ApproverPanel, colour: '#ff943e', missing: '请设置审批人' };
