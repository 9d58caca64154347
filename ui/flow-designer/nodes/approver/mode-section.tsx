import { InputNumber, Radio, Space, Typography } from 'antd';
import type { ApprovalMode, DecidingNode } from '../../../../domain/flow';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';

const MODES: ReadonlyArray<{ value: ApprovalMode; label: string; hint: string }> = [
  { value: 'and', label: '会签', hint: '需所有审批人同意' },
  { value: 'or', label: '或签', hint: '一名审批人同意或拒绝即可' },
  { value: 'sequential', label: '依次审批', hint: '按顺序依次审批' },
  { value: 'ratio', label: '按比例会签', hint: '同意人数达到设置的比例即通过' },
];

/** More than one person may approve: the mode only matters then. */
function mayBeMany(node: DecidingNode): boolean {
  const a = node.props.assignee;
  if (!a) return false;
  if (a.type === 'users') return a.userIds.length > 1;
  return a.type === 'role' || a.type === 'formField' || a.type === 'deptHeadOfField' || (a.type === 'selfSelect' && a.multiple);
}

/** 审批方式: how several approvers decide. */
function ModeSettings({ node }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  return (
    <div>
      <Typography.Title level={5}>多人审批时采用的审批方式</Typography.Title>
      {!mayBeMany(node) && <Typography.Paragraph type="secondary">当前只有一名审批人，审批方式在有多名审批人时生效。</Typography.Paragraph>}
      <Radio.Group aria-label="审批方式" value={node.props.mode ?? 'or'} onChange={(e) => session.updateNodeProps(node.id, { mode: e.target.value as ApprovalMode })}>
        <Space orientation="vertical">
          {MODES.map((m) => <Radio key={m.value} value={m.value}>{m.label}（{m.hint}）</Radio>)}
        </Space>
      </Radio.Group>
      {node.props.mode === 'ratio' && (
        <div style={{ marginTop: 8 }}>
          <InputNumber aria-label="通过比例" min={1} max={100} precision={0} suffix="%" value={node.props.ratio}
            onChange={(ratio) => session.updateNodeProps(node.id, { ratio: ratio ?? undefined })} />
        </div>
      )}
    </div>
  );
}

export const modeSection: ApproverSection = { key: 'mode', title: '审批方式', Section: ModeSettings };
