import { Radio, Space, Typography } from 'antd';
import type { FlowDesignerState } from '../../../../application/designer/flow-designer-session';
import type { DecidingNode, WhenInitiator } from '../../../../domain/flow';
import { useFlowSelector, useFlowSession } from '../../use-flow-designer';
import { inNodeWords } from './deciding-words';

const autoApproveSlice = (s: FlowDesignerState) => s.flow.settings?.initiatorAutoApprove === true;

const CHOICES: ReadonlyArray<{ value: WhenInitiator; label: string }> = [
  { value: 'self', label: '由发起人对自己审批' },
  { value: 'autoPass', label: '自动跳过' },
  { value: 'supervisor', label: '转交给直属主管审批' },
  { value: 'deptHead', label: '转交给部门负责人审批' },
];

/**
 * 审批人与发起人为同一人时 (ruoyi's 同一人 group): the initiator approves like anyone, passes by themselves, or
 * their 直属主管 / 部门负责人 takes their place. The flow's 发起人自动通过 setting overrides it (said here).
 */
export function SamePersonSection({ node }: { node: DecidingNode }) {
  const session = useFlowSession();
  const overridden = useFlowSelector(autoApproveSlice);
  return (
    <div>
      <Typography.Title level={5}>{inNodeWords(node, '审批人与发起人为同一人时')}</Typography.Title>
      <Radio.Group aria-label={inNodeWords(node, '审批人与发起人为同一人时')} value={overridden ? 'autoPass' : node.props.whenInitiator ?? 'self'} disabled={overridden}
        onChange={(e) => session.updateNodeProps(node.id, { whenInitiator: e.target.value as WhenInitiator })}>
        <Space orientation="vertical">
          {CHOICES.map((c) => <Radio key={c.value} value={c.value}>{inNodeWords(node, c.label)}</Radio>)}
        </Space>
      </Radio.Group>
      {overridden && <div><Typography.Text type="secondary">流程设置了发起人自动通过，所有节点均自动跳过</Typography.Text></div>}
    </div>
  );
}
