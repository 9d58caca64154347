import { Radio, Space, Typography } from 'antd';
import { nodeType, type DecidingNode, type WhenEmpty } from '../../../../domain/flow';
import { MemberSelect } from '../../../org-picker';
import { AssigneeEditor } from '../../assignee-editor';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';
import { inNodeWords } from './deciding-words';

/** 审批人 (办理人): who decides, and what happens when nobody is found. */
function AssigneeSettings({ node, form }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  const role = nodeType(node).label as '审批人' | '办理人';
  const whenEmpty = node.props.whenEmpty ?? 'autoPass';
  const emptyKind = typeof whenEmpty === 'object' ? 'users' : whenEmpty;
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <AssigneeEditor role={role} value={node.props.assignee} controls={form.controls} onChange={(a) => session.setAssignee(node.id, a)} />
      <div>
        <Typography.Title level={5}>{inNodeWords(node, '审批人为空时')}</Typography.Title>
        <Radio.Group aria-label={inNodeWords(node, '审批人为空时')} value={emptyKind} onChange={(e) => {
          const kind = e.target.value as string;
          const next: WhenEmpty = kind === 'users' ? { type: 'users', userIds: [] } : (kind as 'autoPass' | 'toAdmin');
          session.updateNodeProps(node.id, { whenEmpty: next });
        }}>
          <Space orientation="vertical">
            <Radio value="autoPass">自动通过</Radio>
            <Radio value="toAdmin">转交给流程管理员</Radio>
            <Radio value="users">{inNodeWords(node, '指定人员审批')}</Radio>
          </Space>
        </Radio.Group>
        {typeof whenEmpty === 'object' && (
          <div style={{ marginTop: 8 }}>
            <MemberSelect label="选择人员" value={whenEmpty.userIds} onChange={(userIds) => session.updateNodeProps(node.id, { whenEmpty: { ...whenEmpty, userIds } })} />
          </div>
        )}
      </div>
    </Space>
  );
}

export const assigneeSection: ApproverSection = { key: 'assignee', title: '审批人', Section: AssigneeSettings };
