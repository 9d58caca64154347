import { Typography } from 'antd';
import { nodeType, type BranchNode } from '../../../domain/flow';
import type { NodePanelProps } from './node-ui';

/** A branch group has nothing to set in the drawer: its branches are added and set on the canvas. */
export function GroupPanel({ node }: NodePanelProps<BranchNode>) {
  return <Typography.Text type="secondary">{nodeType(node).label}：在画布上添加分支、设置每个分支。</Typography.Text>;
}
