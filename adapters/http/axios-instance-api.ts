import { inject, injectable } from 'inversify';
import type {
  Instance, InstanceAction, InstanceApi, InstanceFilter, InstanceSummary, NewInstance, UrgeResult, WorkListKind,
} from '../../application/ports/instance-api';
import type { Page } from '../../application/ports/paging';
import { AxiosHttpClient } from './axios-http-client';

const W = '/flow/workflow/';

/**
 * Submitting and acting report their own failure where the user acted (the filler's submit bar, the drawer,
 * each batch row): no global toast as well, so a failure reads as one message, once (issue 18).
 */
const SHOWN_BY_CALLER = { silent: true } as const;

@injectable()
export class AxiosInstanceApi implements InstanceApi {
  constructor(@inject(AxiosHttpClient) private readonly http: AxiosHttpClient) {}

  getInstance(id: string, via?: string): Promise<Instance> {
    return this.http.getData(`${W}get_instance`, via ? { id, via } : { id });
  }

  getMyInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    return this.http.getData(`${W}instance/get_my_instances`, { ...filter });
  }

  getWorkInstances(kind: WorkListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    return this.http.getData(`${W}instance/get_work_instances`, { ...filter, kind });
  }

  getCcInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    return this.http.getData(`${W}instance/get_cc_instances`, { ...filter });
  }

  queryInstances(filter: InstanceFilter): Promise<Page<InstanceSummary>> {
    return this.http.getData(`${W}instance/query_instances`, { ...filter });
  }

  addInstance(instance: NewInstance, idempotencyKey: string): Promise<{ id: string }> {
    return this.http.postData(`${W}add_instance`, instance, { idempotencyKey, ...SHOWN_BY_CALLER });
  }

  act(action: InstanceAction, idempotencyKey: string): Promise<Instance> {
    return this.http.postData(`${W}instance/action`, action, { idempotencyKey, ...SHOWN_BY_CALLER });
  }

  urge(instanceId: string): Promise<UrgeResult> {
    return this.http.postData(`${W}instance/urge`, { instanceId }, SHOWN_BY_CALLER);
  }
}
