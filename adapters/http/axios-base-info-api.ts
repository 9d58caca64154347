import { inject, injectable } from 'inversify';
import type { BaseInfoApi, Notice } from '../../application/ports/base-info-api';
import { AxiosHttpClient } from './axios-http-client';

const B = '/api/baseinfo/';
type ListOf<T> = { list: T[] };

@injectable()
export class AxiosBaseInfoApi implements BaseInfoApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async getPans(): Promise<unknown[]> {
    return (await this.http.getData<ListOf<unknown>>(`${B}get_pans`)).list;
  }

  async addPanDocs(panId: string, fileIds: string[]): Promise<void> {
    await this.http.post(`${B}add_pan_docs`, { panId, fileIds });
  }

  async addAuthorityByUser(userId: string, scope: string): Promise<void> {
    await this.http.post(`${B}add_authority_by_user`, { userId, scope });
  }

  async deleteAuthorityByUser(userId: string, scope: string): Promise<void> {
    await this.http.post(`${B}del_authority_by_user`, { userId, scope });
  }

  async updateScopesAtDepartment(departmentId: string, scopes: string[]): Promise<void> {
    await this.http.post(`${B}update_scopes_at_department`, { departmentId, scopes });
  }

  getYunpanAuthority(): Promise<Record<string, unknown>> {
    return this.http.getData(`${B}get_yunpan_authority`);
  }

  async getAllScopes(): Promise<string[]> {
    return (await this.http.getData<ListOf<string>>(`${B}get_all_scopes`)).list;
  }

  async getLatestNotice(): Promise<Notice | undefined> {
    return (await this.http.getData<Notice | null>(`${B}get_latest_notice`)) ?? undefined;
  }

  getNoticeList(page: number, pageSize: number): Promise<{ list: Notice[]; total: number }> {
    return this.http.getData(`${B}get_notice_list`, { page, pageSize });
  }

  async getAllNotices(): Promise<Notice[]> {
    return (await this.http.getData<ListOf<Notice>>(`${B}get_all_notices`)).list;
  }

  getNotice(id: string): Promise<Notice> {
    return this.http.getData(`${B}get_notice`, { id });
  }

  addNotice(notice: Pick<Notice, 'title' | 'content'>): Promise<{ id: string }> {
    return this.http.postData(`${B}add_notice`, notice);
  }

  async setNotice(notice: Pick<Notice, 'id' | 'title' | 'content'>): Promise<void> {
    await this.http.post(`${B}set_notice`, notice);
  }

  async deleteNotice(id: string): Promise<void> {
    await this.http.post(`${B}del_notice`, { id });
  }

  async getOption(key: string): Promise<unknown> {
    return (await this.http.getData<{ value: unknown }>(`${B}option`, { key })).value;
  }

  async resetPassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.http.post(`${B}resetPassword`, { oldPassword, newPassword });
  }

  async getCellphone(): Promise<string> {
    return (await this.http.getData<{ cellphone: string }>(`${B}get_cellphone`)).cellphone;
  }

  async updateCellphone(cellphone: string): Promise<void> {
    await this.http.post(`${B}update_cellphone`, { cellphone });
  }

  async getDepts(): Promise<Array<{ id: string; name: string }>> {
    return (await this.http.getData<ListOf<{ id: string; name: string }>>(`${B}depts`)).list;
  }

  async getDzUsers(): Promise<Array<{ id: string; name: string }>> {
    return (await this.http.getData<ListOf<{ id: string; name: string }>>(`${B}dz_users`)).list;
  }
}
