/**
 * What the statistics read of one instance: its facts without its form values, so a backend can hand them over
 * (or fold them) without loading whole instance records. Times are ISO strings; durations are hours.
 */

/** Statuses are open-ended strings so new ones (已撤销 `revoked`) count without a code change here. */
export type StatisticsStatus = string;

/** One task of an instance: who waited at which node from when to when. */
export interface StatisticsTask {
  readonly nodeId: string;
  readonly nodeName: string;
  readonly userId: string;
  readonly userName: string;
  /** When the task arrived. */
  readonly createdAt: string;
  /** When the person acted; absent while the task is open. */
  readonly doneAt?: string;
  /** The node's 审批超时 limit in hours, when the flow sets one. */
  readonly timeoutHours?: number;
}

export interface StatisticsRecord {
  readonly id: string;
  readonly title: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly categoryId?: string;
  readonly applicantName: string;
  readonly departmentId?: string;
  readonly department: string;
  readonly status: StatisticsStatus;
  /** Submitted (提交时间). */
  readonly createdAt: string;
  /** Finished: the last update of an instance no longer running. */
  readonly finishedAt?: string;
  readonly tasks: readonly StatisticsTask[];
}
