import type { InclusiveNode } from '../../../../domain/flow';
import { GroupPanel } from '../group-panel';
import type { NodeUi } from '../node-ui';

/** 包容分支: like 条件分支, its branches and their conditions are set on the canvas (a branch's drawer). */
export const inclusiveUi: NodeUi<InclusiveNode> = { type: 'inclusive', Panel: GroupPanel, colour: '#2fa8c4' };
