// Issue 43 #3: the rights the page holds include a flow just created (新建流程, 导入 BPMN, 复制) before the
// designer opens it, so 创建并设计 never opens 403 你没有管理该流程的权限.
import 'reflect-metadata';
import { BehaviorSubject, NEVER } from 'rxjs';
import { FlowCatalogAdmin } from '../../../application/admin/flow-catalog-admin';
import { allows, MyRights } from '../../../application/shell/my-rights';
import type { FlowModel, FlowModelApi } from '../../../application/ports/flow-model-api';
import type { NotifyChannel } from '../../../application/ports/notify-channel';
import type { MyRightsAnswer, PermissionApi } from '../../../application/ports/permission-api';
import type { SessionApi } from '../../../application/ports/session-api';
import { ALL_FLOWS } from '../../../domain/permissions';

/** A backend where a 系统管理员 manages every flow there is. */
function backend() {
  const flows: string[] = ['model-leave'];
  const model = (id: string): FlowModel => ({ id, name: id, formId: `form-${id}`, createdAt: '', updatedAt: '' } as unknown as FlowModel);
  const api = {
    getCategoryList: async () => [{ id: 'c1', name: '行政', models: flows.map(model) }],
    createModel: async () => { flows.push(`model-${flows.length + 1}`); return model(flows.at(-1) as string); },
    copyModel: async () => { flows.push(`model-${flows.length + 1}`); return model(flows.at(-1) as string); },
  } as unknown as FlowModelApi;
  const permissions = { getMyRights: async (): Promise<MyRightsAnswer> => ({ userId: 'u-admin', kinds: ['system', 'flow'], flowScope: ALL_FLOWS, flowModelIds: [...flows] }) } as unknown as PermissionApi;
  const session = { user$: new BehaviorSubject({ id: 'u-admin' }) } as unknown as SessionApi;
  const notify = { messages$: NEVER } as unknown as NotifyChannel;
  const rights = new MyRights(permissions, session, notify);
  return { admin: new FlowCatalogAdmin(api, rights), rights };
}

const mayDesign = (rights: MyRights, modelId: string) => {
  const state = rights.getSnapshot();
  return state.status === 'ready' && allows(state.rights, 'flow', modelId);
};

test('issue 43 #3: a flow just created (新建流程 → 创建并设计, 导入 BPMN) is among the rights when create resolves', async () => {
  const { admin, rights } = backend();
  rights.start();
  await rights.reloadNow();
  expect(mayDesign(rights, 'model-leave')).toBe(true);
  const created = await admin.create({ name: '设备领用', categoryId: 'c1', description: '' });
  expect(mayDesign(rights, created.id)).toBe(true);
  const copied = await admin.copy('model-leave');
  expect(mayDesign(rights, copied.id)).toBe(true);
  rights.stop();
});
