/** A notice of the base-info service. */
export interface Notice {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly createdAt: string;
}

/**
 * The other base-info calls of spec 7 (/api/baseinfo/…). The spec shows no shapes; results are passed
 * through as plain records (see docs/API.md), except notices which have a fixed shape.
 */
export const BaseInfoApi = Symbol('BaseInfoApi');
export interface BaseInfoApi {
  getPans(): Promise<unknown[]>;
  addPanDocs(panId: string, fileIds: string[]): Promise<void>;
  addAuthorityByUser(userId: string, scope: string): Promise<void>;
  deleteAuthorityByUser(userId: string, scope: string): Promise<void>;
  updateScopesAtDepartment(departmentId: string, scopes: string[]): Promise<void>;
  getYunpanAuthority(): Promise<Record<string, unknown>>;
  getAllScopes(): Promise<string[]>;
  getLatestNotice(): Promise<Notice | undefined>;
  getNoticeList(page: number, pageSize: number): Promise<{ list: Notice[]; total: number }>;
  getAllNotices(): Promise<Notice[]>;
  getNotice(id: string): Promise<Notice>;
  addNotice(notice: Pick<Notice, 'title' | 'content'>): Promise<{ id: string }>;
  setNotice(notice: Pick<Notice, 'id' | 'title' | 'content'>): Promise<void>;
  deleteNotice(id: string): Promise<void>;
  getOption(key: string): Promise<unknown>;
  resetPassword(oldPassword: string, newPassword: string): Promise<void>;
  getCellphone(): Promise<string>;
  updateCellphone(cellphone: string): Promise<void>;
  getDepts(): Promise<Array<{ id: string; name: string }>>;
  getDzUsers(): Promise<Array<{ id: string; name: string }>>;
}
