import type { Newable } from 'inversify';
import { ApiDefinitionApi } from '../../application/ports/api-definition-api';
import { ApiErrors } from '../../application/ports/api-errors';
import { AssigneeRoleApi } from '../../application/ports/assignee-role-api';
import { BaseInfoApi } from '../../application/ports/base-info-api';
import { DraftStore } from '../../application/ports/draft-store';
import { FlowModelApi } from '../../application/ports/flow-model-api';
import { FormApi } from '../../application/ports/form-api';
import { FormValueApi } from '../../application/ports/form-value-api';
import { InstanceApi } from '../../application/ports/instance-api';
import { NotifyChannel } from '../../application/ports/notify-channel';
import { OcrApi } from '../../application/ports/ocr-api';
import { OperationLogApi } from '../../application/ports/operation-log-api';
import { OrganizationApi } from '../../application/ports/organization-api';
import { ParentWindow } from '../../application/ports/parent-window';
import { PermissionApi } from '../../application/ports/permission-api';
import { RemoteDataApi } from '../../application/ports/remote-data-api';
import { SessionApi } from '../../application/ports/session-api';
import { StorageApi } from '../../application/ports/storage-api';
import { AxiosApiDefinitionApi } from '../http/axios-api-definition-api';
import { AxiosAssigneeRoleApi } from '../http/axios-assignee-role-api';
import { AxiosBaseInfoApi } from '../http/axios-base-info-api';
import { AxiosFlowModelApi } from '../http/axios-flow-model-api';
import { AxiosFormApi } from '../http/axios-form-api';
import { AxiosFormValueApi } from '../http/axios-form-value-api';
import { AxiosHttpClient } from '../http/axios-http-client';
import { AxiosInstanceApi } from '../http/axios-instance-api';
import { AxiosOperationLogApi } from '../http/axios-operation-log-api';
import { AxiosOrganizationApi } from '../http/axios-organization-api';
import { AxiosPermissionApi } from '../http/axios-permission-api';
import { AxiosSessionApi } from '../http/axios-session-api';
import { RxApiErrors } from '../http/rx-api-errors';
import { WebSocketNotifyChannel } from '../notify/web-socket-notify-channel';
import { AxiosOcrApi } from '../ocr/axios-ocr-api';
import { BrowserParentWindow } from '../parent-window/browser-parent-window';
import { AxiosRemoteDataApi } from '../remote/axios-remote-data-api';
import { AxiosStorageApi } from '../storage/axios-storage-api';
import { IndexedDbDraftStore } from '../storage/indexed-db-draft-store';
import { DemoSessionApi } from './demo-session-api';

/** One binding of the composition root: bind `id` to `adapter` in singleton scope. */
export interface AdapterBinding {
  readonly id: symbol | Newable<unknown>;
  readonly adapter: Newable<unknown>;
}

/**
 * Every (port, adapter) pair of a profile. The demo profile differs only in the session (identity switch);
 * the demo backend itself sits behind the same HTTP adapters (MSW). RuntimeConfig is bound by the caller.
 */
export function adapterBindings(profile: 'live' | 'demo'): AdapterBinding[] {
  return [
    { id: AxiosHttpClient, adapter: AxiosHttpClient },
    { id: ApiErrors, adapter: RxApiErrors },
    { id: ParentWindow, adapter: BrowserParentWindow },
    { id: FlowModelApi, adapter: AxiosFlowModelApi },
    { id: InstanceApi, adapter: AxiosInstanceApi },
    { id: FormApi, adapter: AxiosFormApi },
    { id: ApiDefinitionApi, adapter: AxiosApiDefinitionApi },
    { id: FormValueApi, adapter: AxiosFormValueApi },
    { id: AssigneeRoleApi, adapter: AxiosAssigneeRoleApi },
    { id: PermissionApi, adapter: AxiosPermissionApi },
    { id: OperationLogApi, adapter: AxiosOperationLogApi },
    { id: OrganizationApi, adapter: AxiosOrganizationApi },
    { id: BaseInfoApi, adapter: AxiosBaseInfoApi },
    { id: SessionApi, adapter: profile === 'demo' ? DemoSessionApi : AxiosSessionApi },
    { id: StorageApi, adapter: AxiosStorageApi },
    { id: OcrApi, adapter: AxiosOcrApi },
    { id: RemoteDataApi, adapter: AxiosRemoteDataApi },
    { id: NotifyChannel, adapter: WebSocketNotifyChannel },
    { id: DraftStore, adapter: IndexedDbDraftStore },
  ];
}
