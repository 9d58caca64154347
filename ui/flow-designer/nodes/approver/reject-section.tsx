import { Radio, Select, Space, Typography } from 'antd';
import { flowLabels, rejectTargetChoices, type DecidingNode, type OnReject } from '../../../../domain/flow';
import type { FlowDesignerState } from '../../../../application/designer/flow-designer-session';
import { useFlowSelector, useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';
import { inNodeWords } from './deciding-words';

const selectFlow = (state: FlowDesignerState) => state.flow;

/** 拒绝: a 拒绝 ends the flow, or sends it back to the initiator or an approver before this node (as a 退回). */
function RejectSettings({ node }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  const flow = useFlowSelector(selectFlow);
  const onReject = node.props.onReject ?? { type: 'end' };
  const choices = rejectTargetChoices(flow, node.id).map((target) => ({
    value: target.id, label: target.id === flow.root.id ? flowLabels.initiator : target.name || flowLabels.approver,
  }));
  const set = (next: OnReject) => session.updateNodeProps(node.id, { onReject: next.type === 'end' ? undefined : next });
  return (
    <div>
      <Typography.Title level={5}>{inNodeWords(node, '审批人拒绝时')}</Typography.Title>
      <Radio.Group aria-label={inNodeWords(node, '审批人拒绝时')} value={onReject.type}
        onChange={(e) => set(e.target.value === 'end' ? { type: 'end' } : { type: 'returnTo', nodeId: flow.root.id })}>
        <Space orientation="vertical">
          <Radio value="end">直接结束流程</Radio>
          <Radio value="returnTo">退回到指定节点</Radio>
        </Space>
      </Radio.Group>
      {onReject.type === 'returnTo' && (
        <div style={{ marginTop: 8 }}>
          <Select aria-label="退回节点" style={{ width: '100%' }} value={onReject.nodeId} options={choices}
            onChange={(nodeId: string) => set({ type: 'returnTo', nodeId })} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>拒绝后流程回到所选节点重新审批，流程不结束。</Typography.Paragraph>
        </div>
      )}
    </div>
  );
}

export const rejectSection: ApproverSection = { key: 'reject', title: '拒绝', Section: RejectSettings };
