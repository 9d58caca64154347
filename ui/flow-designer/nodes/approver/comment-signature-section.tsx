import { Checkbox, Space, Typography } from 'antd';
import type { DecidingNode } from '../../../../domain/flow';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';

/** 意见与签名: which decisions need a comment, and whether 同意 needs a handwritten signature. */
function CommentSignatureSettings({ node }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  const required = node.props.requireComment ?? {};
  const setComment = (key: 'approve' | 'reject', on: boolean) => {
    const next = { ...required, [key]: on };
    session.updateNodeProps(node.id, { requireComment: next.approve || next.reject ? next : undefined });
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>审批意见</Typography.Title>
        <Space orientation="vertical">
          <Checkbox checked={required.approve === true} onChange={(e) => setComment('approve', e.target.checked)}>同意时必须填写审批意见</Checkbox>
          <Checkbox checked={required.reject === true} onChange={(e) => setComment('reject', e.target.checked)}>拒绝时必须填写拒绝理由</Checkbox>
        </Space>
      </div>
      <div>
        <Typography.Title level={5}>签名</Typography.Title>
        <Checkbox checked={node.props.requireSignature === true}
          onChange={(e) => session.updateNodeProps(node.id, { requireSignature: e.target.checked ? true : undefined })}>同意时需要手写签名</Checkbox>
      </div>
    </Space>
  );
}

export const commentSignatureSection: ApproverSection = { key: 'comment', title: '意见与签名', Section: CommentSignatureSettings };
