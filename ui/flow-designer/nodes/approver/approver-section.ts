/** One group of the approver drawer (审批人 / 审批方式 / 拒绝 / …): its tab title and its settings. */
import type { ComponentType } from 'react';
import type { DecidingNode } from '../../../../domain/flow';
import type { NodePanelProps } from '../node-ui';

export interface ApproverSection {
  readonly key: string;
  readonly title: string;
  readonly Section: ComponentType<NodePanelProps<DecidingNode>>;
}
