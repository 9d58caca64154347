import { inject, injectable } from 'inversify';
import type { Delegation } from '../../domain/flow';
import type { DelegationApi, DelegationDraft, DelegationList } from '../../application/ports/delegation-api';
import { AxiosHttpClient } from './axios-http-client';

const D = '/flow/workflow/delegation/';

@injectable()
export class AxiosDelegationApi implements DelegationApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  list(): Promise<DelegationList> {
    return this.http.getData(`${D}list`);
  }

  save(draft: DelegationDraft): Promise<{ id: string }> {
    return this.http.postData(`${D}save`, draft);
  }

  async remove(id: string): Promise<void> {
    await this.http.post(`${D}remove`, { id });
  }

  inForce(modelId: string): Promise<readonly Delegation[]> {
    return this.http.getData(`${D}in_force`, { modelId });
  }
}
