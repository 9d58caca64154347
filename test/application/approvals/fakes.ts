import { BehaviorSubject, Observable, Subject, of } from 'rxjs';
import type {
  ApprovalAction, Instance, InstanceAction, InstanceApi, InstanceFilter, InstanceSummary, NewInstance, UrgeResult, WorkListKind,
} from '../../../application/ports/instance-api';
import type { Page } from '../../../application/ports/paging';
import type { DemoIdentity, SessionApi, UserSummary } from '../../../application/ports/session-api';
import type { NotifyChannel, NotifyMessage, NotifyStatus } from '../../../application/ports/notify-channel';
import { INSTANCE_CHANGED, type InstanceChanged } from '../../../application/ports/instance-changed';
import type { OcrApi, OcrImageParams, OcrProblemReport, OcrResult } from '../../../application/ports/ocr-api';
import type { FileInfo, StorageApi, UploadEvent } from '../../../application/ports/storage-api';
import type { OrganizationApi, Staff } from '../../../application/ports/organization-api';
import type { ApiFailure } from '../../../application/ports/api-failure';
import type { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';

export const APPLICANT: UserSummary = { id: 'u-applicant', name: '张三', employeeNumber: 'E001', department: '销售部', departmentId: 'd1', identity: 'applicant' };
export const APPROVER: UserSummary = { id: 'u-approver', name: '李四', employeeNumber: 'E002', department: '管理部', departmentId: 'd2', identity: 'approver' };

export function failure(code: number, data: unknown = {}): ApiFailure {
  return { config: { url: '/x' }, code, data };
}

export function makeInstance(id: string, change: Partial<Instance> = {}): Instance {
  return {
    id, modelId: 'leave', modelName: '请假', title: `张三的请假 ${id}`, status: 'pending',
    applicant: { id: APPLICANT.id, name: APPLICANT.name, employeeNumber: 'E001', department: '销售部' },
    createdAt: '2024-05-02T08:00:00.000Z', updatedAt: '2024-05-02T08:00:00.000Z',
    form: { id: 'f1', name: '请假', controls: [] }, values: {},
    currentApproverIds: [APPROVER.id], ccUserIds: [], history: [], ...change,
  };
}

export function summaryOf(instance: Instance): InstanceSummary {
  const { form: _f, values: _v, history: _h, ...summary } = instance;
  return summary;
}

/** 同意 / 拒绝 as the fake records them (approve and reject through act). */
interface Decision {
  readonly instanceId: string;
  readonly action: ApprovalAction;
  readonly comment: string;
}

/** An in-memory InstanceApi: the lists are computed from `instances` and the signed-in user. */
export class FakeInstanceApi implements InstanceApi {
  instances: Instance[] = [];
  calls: Array<{ method: string; args: unknown[] }> = [];
  decisions: Array<{ decision: Decision; key: string }> = [];
  /** Next calls to fail, by method name. */
  failNext = new Map<string, ApiFailure[]>();
  userId = APPROVER.id;
  /** Resolves pending calls when set (to test ordering). */
  gate: Promise<void> | undefined;

  private async maybeFail(method: string, args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    const queue = this.failNext.get(method);
    const next = queue?.shift();
    if (next) throw next;
  }

  private page(list: Instance[], filter: InstanceFilter): Page<InstanceSummary> {
    const filtered = list.filter((i) => (!filter.status || i.status === filter.status)
      && (!filter.modelId || i.modelId === filter.modelId)
      && (!filter.keyword || i.title.includes(filter.keyword) || i.modelName.includes(filter.keyword))
      && (!filter.createdFrom || i.createdAt.slice(0, 10) >= filter.createdFrom)
      && (!filter.createdTo || i.createdAt.slice(0, 10) <= filter.createdTo));
    const start = filter.page * filter.pageSize;
    return { list: filtered.slice(start, start + filter.pageSize).map(summaryOf), total: filtered.length, page: filter.page, pageSize: filter.pageSize };
  }

  async getInstance(id: string): Promise<Instance> {
    await this.maybeFail('getInstance', [id]);
    const found = this.instances.find((i) => i.id === id);
    if (!found) throw failure(404);
    return found;
  }

  async getMyInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    await this.maybeFail('getMyInstances', [filter]);
    return this.page(this.instances.filter((i) => i.applicant.id === this.userId), filter);
  }

  async getWorkInstances(kind: WorkListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    await this.maybeFail('getWorkInstances', [kind, filter]);
    const list = kind === 'todo'
      ? this.instances.filter((i) => i.status === 'pending' && i.currentApproverIds.includes(this.userId))
      : this.instances.filter((i) => i.history.some((h) => h.userId === this.userId));
    return this.page(list, filter);
  }

  async getCcInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    await this.maybeFail('getCcInstances', [filter]);
    return this.page(this.instances.filter((i) => i.ccUserIds.includes(this.userId)), filter);
  }

  async queryInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    await this.maybeFail('queryInstances', [filter]);
    return this.page(this.instances, filter);
  }

  async addInstance(_instance: NewInstance, _key: string): Promise<{ id: string }> {
    throw new Error('not used');
  }

  private readonly answered = new Map<string, Instance>();

  /** Every action of the instance drawer (approve and reject are recorded as decisions too). */
  actions: Array<{ action: InstanceAction; key: string }> = [];
  urged: string[] = [];

  async act(action: InstanceAction, key: string): Promise<Instance> {
    await this.maybeFail('act', [action, key]);
    this.actions.push({ action, key });
    if (action.action === 'approve' || action.action === 'reject') {
      return this.settle({ instanceId: action.instanceId, action: action.action, comment: action.comment ?? '' }, key);
    }
    const current = this.instances.find((i) => i.id === action.instanceId);
    if (!current) throw failure(404);
    return current;
  }

  async urge(instanceId: string): Promise<UrgeResult> {
    await this.maybeFail('urge', [instanceId]);
    this.urged.push(instanceId);
    return { notified: this.instances.find((i) => i.id === instanceId)?.currentApproverIds ?? [] };
  }

  private settle(decision: Decision, key: string): Instance {
    this.decisions.push({ decision, key });
    const done = this.answered.get(key);
    if (done) return done;
    const index = this.instances.findIndex((i) => i.id === decision.instanceId);
    const current = this.instances[index];
    if (!current) throw failure(404);
    const updated: Instance = {
      ...current,
      status: decision.action === 'approve' ? 'approved' : 'rejected',
      currentApproverIds: [],
      history: [...current.history, {
        nodeId: 'n1', userId: this.userId, userName: APPROVER.name, action: decision.action,
        comment: decision.comment, at: '2024-05-03T09:00:00.000Z',
      }],
    };
    this.instances[index] = updated;
    this.answered.set(key, updated);
    return updated;
  }
}

export class FakeSession implements SessionApi {
  readonly user = new BehaviorSubject<UserSummary | undefined>(APPROVER);
  readonly user$ = this.user.asObservable();
  readonly canSwitchIdentity = true;
  async load(): Promise<UserSummary> { return this.user.value ?? APPROVER; }
  async switchIdentity(identity: DemoIdentity): Promise<UserSummary> {
    const next = identity === 'applicant' ? APPLICANT : APPROVER;
    this.user.next(next);
    return next;
  }
  async switchUser(userId: string): Promise<UserSummary> {
    const next = userId === APPLICANT.id ? APPLICANT : APPROVER;
    this.user.next(next);
    return next;
  }
  logout(): void { this.user.next(undefined); }
}

export class FakeNotify implements NotifyChannel {
  readonly messages = new Subject<NotifyMessage>();
  readonly messages$ = this.messages.asObservable();
  readonly status$: Observable<NotifyStatus> = of('open');
  close(): void { this.messages.complete(); }
  /** The backend's push that an instance changed. */
  changed(change: InstanceChanged): void { this.messages.next({ type: INSTANCE_CHANGED, payload: change }); }
}

export class FakeOcr implements OcrApi {
  reports: Array<{ questionId: string; report: OcrProblemReport }> = [];
  answerCode = 0;
  recognised: Array<{ imageApi: string; params: OcrImageParams }> = [];
  async recognise(imageApi: string, params: OcrImageParams): Promise<OcrResult> {
    this.recognised.push({ imageApi, params });
    return { text: '识别的文字' };
  }
  async reportProblem(questionId: string, report: OcrProblemReport): Promise<{ code: number }> {
    this.reports.push({ questionId, report });
    return { code: this.answerCode };
  }
}

export class FakeStorage implements StorageApi {
  private n = 0;
  failUploads = false;
  upload(_file: Blob, _filename: string): Observable<UploadEvent> {
    if (this.failUploads) return new Observable((s) => s.error(failure(500)));
    this.n += 1;
    const fileId = `file-${this.n}`;
    return of<[UploadEvent, UploadEvent]>({ type: 'progress', loaded: 1, total: 1, percent: 100 }, { type: 'done', fileId });
  }
  async uploadMany(): Promise<string[]> { return []; }
  async getFiles(): Promise<FileInfo[]> { return []; }
  async getFileInfo(): Promise<Record<string, FileInfo>> { return {}; }
  async getDownloadUrls(): Promise<Record<string, string>> { return {}; }
  fileLink(fileId: string): string { return `/api/storage/get_file?_id=${fileId}`; }
  async uploadEditorImages(): Promise<string[]> { return []; }
}

export class FakeOrganization implements Pick<OrganizationApi, 'getStaffList' | 'getAllDepartments'> {
  staff: Staff[] = [];
  async getStaffList(): Promise<Staff[]> { return this.staff; }
  async getAllDepartments(): Promise<[]> { return []; }
}

/** No roles. */
export const noRoles: AssigneeRoleApi = {
  list: async () => [],
  add: async () => ({ id: 'r' }),
  update: async () => undefined,
  remove: async () => undefined,
};

/** Lets pending promises settle. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}

/** Waits (real time) until a condition holds: for debounced reloads, robust on a busy machine. */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Waits longer than a debounce window (to show that nothing more happens after it). */
export function pastDebounce(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms + 100));
}
