import type { Form } from '../../../domain/model/form';
import type { ApiDefinition } from '../../../application/ports/api-definition-api';
import type { AssigneeRole } from '../../../application/ports/assignee-role-api';
import type { DataTableRecord } from './demo-tables';
import type { FormValue } from '../../../application/ports/form-value-api';
import type { AssigneeExpression, FlowModel, ModelDesign, NoticeMode } from '../../../application/ports/flow-model-api';
import type { ApprovalRecord, Instance } from '../../../application/ports/instance-api';
import type { OperationLogRecord } from '../../../application/ports/operation-log-api';
import type { Department, School, Staff } from '../../../application/ports/organization-api';
import type { Notice } from '../../../application/ports/base-info-api';
import type { DemoIdentity, UserSummary } from '../../../application/ports/session-api';

export interface StoredForm extends Form {
  updatedAt: string;
}

export interface StoredFileMeta {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** A stored answer to a request that carried an Idempotency-Key. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** An instance as the single-record layout kept it: one step, its decision records. */
export type LegacyInstance = Omit<Instance, 'history' | 'status'> & {
  status: 'pending' | 'approved' | 'rejected';
  history: ApprovalRecord[];
};

/** Everything the demo backend knows; plain data, so it can be cloned into IndexedDB. */
export interface DemoState {
  schemaVersion: number;
  identity: DemoIdentity;
  users: Record<DemoIdentity, UserSummary>;
  categories: Array<{ id: string; name: string }>;
  models: FlowModel[];
  designs: Record<string, ModelDesign>;
  noticeModes: Record<string, NoticeMode>;
  listFormItems: Record<string, string[]>;
  forms: StoredForm[];
  instances: LegacyInstance[];
  apis: ApiDefinition[];
  formValues: FormValue[];
  assigneeRoles: AssigneeRole[];
  expressions: AssigneeExpression[];
  departments: Department[];
  staff: Staff[];
  schools: School[];
  notices: Notice[];
  operationLogs: OperationLogRecord[];
  dataTables: DataTableRecord[];
  files: Record<string, StoredFileMeta>;
  idempotency: Record<string, IdempotentAnswer>;
  settings: Record<string, unknown>;
  cellphone: string;
  counter: number;
}

/** The layout before issue 15: this whole object was one IndexedDB record (store `state`, key `state`). */
export const DEMO_SCHEMA_VERSION = 1;
