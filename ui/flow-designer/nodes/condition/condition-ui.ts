import type { ConditionNode } from '../../../../domain/flow';
import { GroupPanel } from '../group-panel';
import type { NodeUi } from '../node-ui';

/** 条件分支: its branches and their conditions are set on the canvas (a branch's drawer). */
export const conditionUi: NodeUi<ConditionNode> = { type: 'condition', Panel: GroupPanel, colour: '#15bc83' };
