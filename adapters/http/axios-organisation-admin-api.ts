import { inject, injectable } from 'inversify';
import { isApiFailure } from '../../application/ports/api-failure';
import type {
  DepartmentDraft, ImportAnswer, ImportRefusal, LeaverHandOver, OrgAdminView, OrganisationAdminApi, OrgSheets, PersonDraft,
} from '../../application/ports/organisation-admin-api';
import { AxiosHttpClient } from './axios-http-client';

const O = '/api/organisation/';

/** The rows a refused import names, read off the server's 400 envelope (`data: {errors}`), if it is one. */
function refusedRows(error: unknown): { message: string; errors: ImportRefusal[] } | undefined {
  if (!isApiFailure(error) || error.code !== 400) return undefined;
  const body = error.data as { msg?: unknown; data?: { errors?: unknown } } | undefined;
  const errors = body?.data?.errors;
  return Array.isArray(errors) ? { message: typeof body?.msg === 'string' ? body.msg : '', errors: errors as ImportRefusal[] } : undefined;
}

@injectable()
export class AxiosOrganisationAdminApi implements OrganisationAdminApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  load(): Promise<OrgAdminView> {
    return this.http.getData(`${O}view`);
  }

  saveDepartment(draft: DepartmentDraft): Promise<{ id: string }> {
    return this.http.postData(`${O}save_department`, draft);
  }

  savePerson(draft: PersonDraft): Promise<{ id: string }> {
    return this.http.postData(`${O}save_person`, draft);
  }

  disablePerson(id: string, successorId: string): Promise<LeaverHandOver> {
    return this.http.postData(`${O}disable_person`, { id, successorId });
  }

  async enablePerson(id: string): Promise<void> {
    await this.http.post(`${O}enable_person`, { id });
  }

  async importSheets(sheets: OrgSheets): Promise<ImportAnswer> {
    try {
      const done = await this.http.postData<{ departments: number; people: number }>(`${O}import`, sheets);
      return { ok: true, ...done };
    } catch (error) {
      const refused = refusedRows(error);
      if (refused) return { ok: false, ...refused };
      throw error;
    }
  }

  exportSheets(): Promise<OrgSheets> {
    return this.http.getData(`${O}export`);
  }
}
