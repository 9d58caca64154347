/**
 * 办理人 → a multi-instance user task as 审批人's, with our data naming the type (a user task drawn by hand
 * reads back as 审批人: BPMN has no "cannot reject" task).
 */
import type { HandlerNode } from '../../model/flow';
import { dataType } from '../node-data';
import type { NodeMapping } from '../node-mapping';
import { userTaskMapping } from './approver-mapping';

export const handlerMapping: NodeMapping<HandlerNode> = {
  ...userTaskMapping<HandlerNode>('handler', '办理人'),
  accepts: (element) => element.kind === 'userTask' && dataType(element) === 'handler',
};
