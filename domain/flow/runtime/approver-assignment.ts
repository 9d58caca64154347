/**
 * Who decides at an approver (or 办理人) node, shared by the route preview and running instances: the resolved
 * assignee with the initiator replaced as the node's whenInitiator says, or — when that is nobody — the node's
 * whenEmpty fallback (自动通过, 流程管理员, 指定人员). And whether one approver passes without acting (dedupe,
 * initiator auto-approve).
 */
import type { Resolution } from '../assignees/assignee-kind';
import { flowLabels, flowMessages as m } from '../flow-messages';
import type { DecidingNode, FlowSettings, WhenInitiator } from '../model/flow';
import type { OrgIndex } from '../model/org-index';
import { replaceInitiator, whenInitiatorOf } from '../nodes/node-props';
import type { AutoReason } from './instance-state';

export interface Assignment {
  approvers: string[];
  /** Nobody to ask and the node passes by itself (whenEmpty autoPass). */
  passesEmpty: boolean;
  errors: string[];
  /** The people the assignee named who have left (已离职): never asked; when nobody else is, whenEmpty decides. */
  left?: string[];
}

type Settings = Required<Pick<FlowSettings, 'dedupe' | 'initiatorAutoApprove' | 'admins'>>;

const hasLeft = (org: OrgIndex, id: string): boolean => org.user(id)?.disabled === true;

export function assignApprovers(node: DecidingNode, resolution: Resolution, settings: Settings, org: OrgIndex, initiator: string): Assignment {
  const left = resolution.userIds.filter((id) => hasLeft(org, id));
  const withLeft = (assignment: Assignment): Assignment => (left.length > 0 ? { ...assignment, left } : assignment);
  const present = left.length > 0 ? resolution.userIds.filter((id) => !hasLeft(org, id)) : resolution.userIds;
  if (present.length > 0 || resolution.errors.length > 0) {
    const approvers = replaceInitiator(present, initiator, whenInitiatorOf(node.props, settings.initiatorAutoApprove), org);
    return withLeft({ approvers, passesEmpty: false, errors: resolution.errors });
  }
  const fallback = node.props.whenEmpty ?? 'autoPass';
  if (fallback === 'autoPass') return withLeft({ approvers: [], passesEmpty: true, errors: [] });
  const candidates = fallback === 'toAdmin' ? settings.admins : Array.isArray(fallback.userIds) ? fallback.userIds : [];
  const approvers = [...new Set(candidates)].filter((id) => org.user(id) && !hasLeft(org, id));
  return withLeft(approvers.length > 0
    ? { approvers, passesEmpty: false, errors: [] }
    : { approvers: [], passesEmpty: false, errors: [m.noApproverNoFallback(node.name || flowLabels.approver)] });
}

export interface DedupeMemory {
  /** Everyone who has approved so far. */
  approvedBy: ReadonlySet<string> | readonly string[];
  /** Who approved at the last completed approver node. */
  lastApprovers: ReadonlySet<string> | readonly string[];
}

const has = (ids: ReadonlySet<string> | readonly string[], id: string): boolean =>
  Array.isArray(ids) ? ids.includes(id) : (ids as ReadonlySet<string>).has(id);

/**
 * Why `userId` passes without acting, if they do: the initiator's own task (the node's whenInitiator, default
 * the flow's initiatorAutoApprove), or a repeat the settings skip.
 */
export function autoReasonFor(userId: string, initiator: string, settings: Settings, memory: DedupeMemory, rule?: WhenInitiator): AutoReason | undefined {
  if ((rule ?? (settings.initiatorAutoApprove ? 'autoPass' : 'self')) === 'autoPass' && userId === initiator) return 'initiator';
  if (settings.dedupe === 'keepFirst' && has(memory.approvedBy, userId)) return 'dedupe';
  if (settings.dedupe === 'consecutive' && has(memory.lastApprovers, userId)) return 'dedupe';
  return undefined;
}
