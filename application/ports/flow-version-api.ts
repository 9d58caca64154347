import type { ModelDesign } from './flow-model-api';

/** One published version of a flow, as 版本记录 lists it. */
export interface FlowVersion {
  /** The design version that was published (the numbers of 应用发布: 发布成功（版本 N）). */
  readonly version: number;
  readonly publishedBy: string;
  readonly publishedByName: string;
  /** ISO time. */
  readonly publishedAt: string;
  /** The publish note asked at 应用发布 ('' when none); a rollback says which version it brought back. */
  readonly note: string;
  /** A rollback: the older version it published again. */
  readonly rolledBackFrom?: number;
  /** Instances on this version still running (审批中), and finished ones. */
  readonly running: number;
  readonly finished: number;
  /** The version applicants launch now. */
  readonly current: boolean;
}

/** A running instance an administrator may move (迁移). */
export interface MigratableInstance {
  readonly id: string;
  readonly title: string;
  readonly applicantName: string;
  readonly version: number;
  readonly createdAt: string;
  /** Where it waits now. */
  readonly nodes: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export interface MigrationRequest {
  readonly modelId: string;
  readonly toVersion: number;
  readonly instanceIds: readonly string[];
  /** old node id → new node id, for nodes of the old version that the target renamed or replaced. */
  readonly map?: Readonly<Record<string, string>>;
}

/** What the dry run (or the move) says of one instance. */
export interface MigrationOutcome {
  readonly instanceId: string;
  readonly title: string;
  readonly fromVersion: number;
  /** It can move (dry run) / it moved. */
  readonly ok: boolean;
  /** Where it would stand (stands) on the target: the nodes it waits at and who acts there. */
  readonly standing: ReadonlyArray<{ readonly nodeId: string; readonly nodeName: string; readonly userNames: readonly string[]; readonly reassigned: boolean }>;
  /** Why it cannot move (empty when ok). */
  readonly reasons: readonly string[];
}

/**
 * Flow versions (issue 29; not in the spec, docs/API.md): 版本记录, one version's design, 回滚 (publish an older
 * version again as a new version), 迁移 of running instances (dry run, then the move) and deleting a version.
 */
export const FlowVersionApi = Symbol('FlowVersionApi');
export interface FlowVersionApi {
  /** GET version/list?modelId: every published version, newest first. */
  listVersions(modelId: string): Promise<FlowVersion[]>;
  /** GET version/get?modelId&version: the design (form, flow, settings) of one saved version. */
  getVersion(modelId: string, version: number): Promise<ModelDesign>;
  /**
   * POST version/rollback {modelId, version, baseVersion, note}: saves version `version`'s design as a new
   * version and publishes it. `baseVersion`: the newest design version the caller saw; refused (409) when stale.
   */
  rollback(modelId: string, version: number, baseVersion: number, note: string): Promise<{ publishedVersion: number; publishedAt: string }>;
  /** GET version/instances?modelId: the running instances of the flow's versions, with their version. */
  runningInstances(modelId: string): Promise<MigratableInstance[]>;
  /** POST version/migrate {…, dryRun: true}: what the move would do to each instance; nothing changes. */
  planMigration(request: MigrationRequest): Promise<MigrationOutcome[]>;
  /** POST version/migrate {…, dryRun: false}: moves each instance that can move, each in its own transaction. */
  migrate(request: MigrationRequest): Promise<MigrationOutcome[]>;
  /** POST version/delete {modelId, version}: refused while instances run on it, and for the current version. */
  deleteVersion(modelId: string, version: number): Promise<void>;
}
