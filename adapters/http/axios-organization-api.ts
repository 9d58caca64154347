import { inject, injectable } from 'inversify';
import type {
  CustomerImportResult, Department, OrganizationApi, Region, School, Staff,
} from '../../application/ports/organization-api';
import { AxiosHttpClient } from './axios-http-client';

type ListOf<T> = { list: T[] };

@injectable()
export class AxiosOrganizationApi implements OrganizationApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  async getUserDepartments(): Promise<Department[]> {
    return (await this.http.getData<ListOf<Department>>('/api/department/get_user_department_list')).list;
  }

  async getAllDepartments(): Promise<Department[]> {
    return (await this.http.getData<ListOf<Department>>('/api/department/get_all_department_list')).list;
  }

  async queryDepartmentsByName(name: string): Promise<Department[]> {
    return (await this.http.getData<ListOf<Department>>('/api/department/query_all_departments_by_name', { name })).list;
  }

  async getStaffList(name?: string): Promise<Staff[]> {
    return (await this.http.getData<ListOf<Staff>>('/api/baseinfo/get_staff_list', name ? { name } : undefined)).list;
  }

  async getRegions(parentCode?: string): Promise<Region[]> {
    return (await this.http.getData<ListOf<Region>>('/api/business/get_regions', parentCode ? { parentCode } : undefined)).list;
  }

  async getSaleResourceRegions(): Promise<Region[]> {
    return (await this.http.getData<ListOf<Region>>('/api/business/get_sale_resource_xzqh')).list;
  }

  async getSchoolsByName(name: string): Promise<School[]> {
    return (await this.http.getData<ListOf<School>>('/api/business/get_dz_schools_by_name', { name })).list;
  }

  async getBossSetting(key: string): Promise<unknown> {
    return (await this.http.getData<{ setting: unknown }>('/api/boss_config/get_setting', { key })).setting;
  }

  importCustomersFromExcel(file: Blob, filename: string): Promise<CustomerImportResult> {
    const body = new FormData();
    body.append('file', file, filename);
    return this.http.postData('/filter/api/business/import_customer_by_excel', body, { upload: true });
  }
}
