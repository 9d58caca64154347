import { InputNumber, Radio, Space, Tabs, Typography } from 'antd';
import { nodeType, type ApprovalMode, type ApproverNode, type DecidingNode, type WhenEmpty } from '../../../../domain/flow';
import { MemberSelect } from '../../../org-picker';
import { AssigneeEditor } from '../../assignee-editor';
import { useFlowSession } from '../../use-flow-designer';
import { FieldPermsTab } from '../field-perms-tab';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { TimeoutSection } from './timeout-section';
import { SamePersonSection } from './same-person-section';

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
  return a.type === 'role' || a.type === 'formField' || (a.type === 'selfSelect' && a.multiple);
}

/**
 * 审批人 (and 办理人, which shares it): who decides, how several decide, what happens when nobody is found or the
 * initiator is among them, and what they may do with the form.
 */
export function ApproverPanel({ node, form }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  const role = nodeType(node).label as '审批人' | '办理人';
  const whenEmpty = node.props.whenEmpty ?? 'autoPass';
  const emptyKind = typeof whenEmpty === 'object' ? 'users' : whenEmpty;
  return (
    <Tabs items={[
      {
        key: 'assignee', label: `设置${role}`, children: (
          <Space orientation="vertical" size={20} style={{ width: '100%' }}>
            <AssigneeEditor role={role} value={node.props.assignee} controls={form.controls} onChange={(a) => session.setAssignee(node.id, a)} />
            {mayBeMany(node) && (
              <div>
                <Typography.Title level={5}>多人审批时采用的审批方式</Typography.Title>
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
            )}
            <div>
              <Typography.Title level={5}>审批人为空时</Typography.Title>
              <Radio.Group aria-label="审批人为空时" value={emptyKind} onChange={(e) => {
                const kind = e.target.value as string;
                const next: WhenEmpty = kind === 'users' ? { type: 'users', userIds: [] } : (kind as 'autoPass' | 'toAdmin');
                session.updateNodeProps(node.id, { whenEmpty: next });
              }}>
                <Space orientation="vertical">
                  <Radio value="autoPass">自动通过</Radio>
                  <Radio value="toAdmin">转交给流程管理员</Radio>
                  <Radio value="users">指定人员审批</Radio>
                </Space>
              </Radio.Group>
              {typeof whenEmpty === 'object' && (
                <div style={{ marginTop: 8 }}>
                  <MemberSelect label="选择人员" value={whenEmpty.userIds} onChange={(userIds) => session.updateNodeProps(node.id, { whenEmpty: { ...whenEmpty, userIds } })} />
                </div>
              )}
            </div>
            <TimeoutSection node={node} />
            <SamePersonSection node={node} />
          </Space>
        ),
      },
      { key: 'perms', label: '字段权限', children: <FieldPermsTab node={node} form={form} fallback="read" /> },
    ]} />
  );
}

export const approverUi: NodeUi<ApproverNode> = { type: 'approver', Panel: ApproverPanel, missing: '请设置审批人' };
