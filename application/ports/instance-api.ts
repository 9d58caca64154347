import type { Form } from '../../domain/model/form';
import type { Page, PageQuery } from './paging';

export type InstanceStatus = 'pending' | 'approved' | 'rejected';

export interface Applicant {
  readonly id: string;
  readonly name: string;
  readonly employeeNumber: string;
  readonly department: string;
}

export interface ApprovalRecord {
  readonly taskId: string;
  readonly approverId: string;
  readonly approverName: string;
  readonly action: ApprovalAction;
  readonly comment: string;
  readonly at: string;
}

export type ApprovalAction = 'approve' | 'reject';

/** A running or finished application of a flow. `values` maps control id → value. */
export interface Instance {
  readonly id: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly title: string;
  readonly status: InstanceStatus;
  readonly applicant: Applicant;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly form: Form;
  readonly values: Readonly<Record<string, unknown>>;
  /** Who must act now (empty when finished). */
  readonly currentApproverIds: string[];
  readonly ccUserIds: string[];
  readonly history: ApprovalRecord[];
}

export type InstanceSummary = Omit<Instance, 'form' | 'values' | 'history'>;

export interface InstanceFilter extends PageQuery {
  /** Matches title or flow name. */
  readonly keyword?: string;
  readonly modelId?: string;
  readonly status?: InstanceStatus;
  /** Created on or after this day (YYYY-MM-DD), inclusive. */
  readonly createdFrom?: string;
  /** Created on or before this day (YYYY-MM-DD), inclusive. */
  readonly createdTo?: string;
}

/** get_work_instances: `todo` waits for me, `done` I already acted on. */
export type WorkListKind = 'todo' | 'done';

export interface NewInstance {
  readonly modelId: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly title?: string;
}

export interface ApprovalDecision {
  readonly instanceId: string;
  readonly action: ApprovalAction;
  readonly comment: string;
}

/**
 * Instances (spec 7, /flow/workflow/…). Submissions and approvals take an idempotency key: a retried
 * call with the same key answers the first result and creates nothing twice.
 */
export const InstanceApi = Symbol('InstanceApi');
export interface InstanceApi {
  /** GET get_instance?id */
  getInstance(id: string): Promise<Instance>;
  /** GET instance/get_my_instances: what I submitted. */
  getMyInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** GET instance/get_work_instances?kind: waiting for me or done by me. */
  getWorkInstances(kind: WorkListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** GET instance/get_cc_instances: copied to me. */
  getCcInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>>;
  /** POST add_instance (header Idempotency-Key). */
  addInstance(instance: NewInstance, idempotencyKey: string): Promise<{ id: string }>;
  /** POST instance/approve {instanceId, action, comment} (header Idempotency-Key). Not in the spec. */
  decide(decision: ApprovalDecision, idempotencyKey: string): Promise<Instance>;
}
