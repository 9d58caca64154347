/**
 * The contract of one assignee kind (指定成员, 直属主管, …). Each kind is one module in this folder, collected in
 * `registry.ts`; adding a kind touches only this folder.
 */
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import type { Assignee } from '../model/assignee';
import type { Json, JsonIssues } from '../model/json-reader';
import type { OrgIndex } from '../model/org-index';

/** What resolving an assignee needs: the organisation, who launched, what was filled in and picked. */
export interface ResolveContext {
  org: OrgIndex;
  initiator: string;
  form: Form;
  controlsById: ReadonlyMap<string, Control>;
  values: Readonly<Record<string, unknown>>;
  /** 发起人自选: the users the applicant picked, by node id. */
  selected: Readonly<Record<string, readonly string[]>>;
}

/** The node being resolved: its id (发起人自选 picks are by node) and name (for messages). */
export interface ResolvingNode {
  id: string;
  name: string;
}

export interface Resolution {
  userIds: string[];
  /** Route errors (Chinese), e.g. a self-select not chosen. */
  errors: string[];
}

/** What the pre-publish check needs. */
export interface CheckContext {
  controlsById: ReadonlyMap<string, Control>;
  /** Present when the check runs with an organisation. */
  org?: OrgIndex;
  nodeName: string;
}

/** What a one-line summary needs (names rather than ids). */
export interface SummaryContext {
  userName(userId: string): string;
  roleName(roleId: string): string;
  controlTitle(controlId: string): string;
}

export interface AssigneeKind<A extends Assignee = Assignee> {
  type: A['type'];
  /** The label in the designer's assignee type choice. */
  label: string;
  /** Structural checks of the JSON (the type field is already known). */
  read(raw: Json, path: string, issues: JsonIssues): void;
  /** Pre-publish problems (Chinese), e.g. no member chosen, a role that does not exist. */
  check(assignee: A, context: CheckContext): string[];
  resolve(assignee: A, context: ResolveContext, node: ResolvingNode): Resolution;
  /** e.g. 张三、李四 / 直属主管（第2级）; empty when incomplete. */
  summary(assignee: A, context: SummaryContext): string;
  /** A control this assignee reads (表单内联系人), for the form designer's title lock. */
  controlId?(assignee: A): string | undefined;
  /** A fresh assignee of this kind for the designer. */
  create(): A;
}

/** Keeps order, drops repeats. */
export const uniqueIds = (ids: Iterable<string>): string[] => [...new Set(ids)];
