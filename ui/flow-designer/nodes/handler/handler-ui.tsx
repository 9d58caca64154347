import type { HandlerNode } from '../../../../domain/flow';
import { ApproverPanel } from '../approver/approver-ui';
import type { NodeUi } from '../node-ui';

/** 办理人: the approver drawer (its labels say 办理人). */
export const handlerUi: NodeUi<HandlerNode> = { type: 'handler', Panel: ApproverPanel, colour: '#13a88a', missing: '请设置办理人' };
