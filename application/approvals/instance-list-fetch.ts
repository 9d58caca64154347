import type { InstanceApi, InstanceFilter, InstanceSummary } from '../ports/instance-api';
import type { Page } from '../ports/paging';

/** The four lists of the approval center (mine, waiting for me, done by me, copied to me), and 流程查询's every instance (flow admins). */
export type InstanceListKind = 'my' | 'work' | 'approved' | 'cc' | 'all';

/** One page of one of the approval center's lists (the list itself and its export read the same call). */
export function fetchInstanceList(api: InstanceApi, kind: InstanceListKind, filter: InstanceFilter): Promise<Page<InstanceSummary>> {
  switch (kind) {
    case 'my': return api.getMyInstances(filter);
    case 'work': return api.getWorkInstances('todo', filter);
    case 'approved': return api.getWorkInstances('done', filter);
    case 'cc': return api.getCcInstances(filter);
    case 'all': return api.queryInstances(filter);
  }
}
