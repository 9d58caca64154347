/**
 * All of the demo backend's data at once: 重置演示数据, 导出 and 导入 (a backup file a user can keep).
 * Only the demo profile offers it; in the live profile `available` is false and the user menu shows nothing.
 */
export const DemoDataApi = Symbol('DemoDataApi');
export interface DemoDataApi {
  readonly available: boolean;
  /** Back to the initial demo data; everything created or changed is gone. */
  reset(): Promise<void>;
  /** Every record of the demo, as the text of one JSON file. */
  exportAll(): Promise<string>;
  /** Replaces all demo data with a backup file's text. A bad file is refused (the error says why) and nothing changes. */
  importAll(text: string): Promise<void>;
}
