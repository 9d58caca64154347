// 流程权限: who may launch each flow and who administers it, named from the organisation.
import { FlowPermissions } from '../../../application/admin/flow-permissions';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { FlowModelApi, FlowModelSummary } from '../../../application/ports/flow-model-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { SEED_PEOPLE, SEED_ROLES } from '../../../adapters/demo/seed/seed-organisation';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../organisation/fake-org-apis';

const model = (id: string, name: string, publishedVersion = 1): FlowModelSummary => ({ id, name, categoryId: 'c', description: '', status: 'active', publishedVersion } as FlowModelSummary);

const designs: Record<string, { settings: Record<string, unknown>; admins: string[] }> = {
  leave: { settings: {}, admins: [SEED_PEOPLE.hrHead] },
  expense: { settings: { launchScope: { everyone: false, deptIds: ['d-finance'], userIds: [SEED_PEOPLE.hrHead], roleIds: [SEED_ROLES.financeReview] } }, admins: [] },
  draft: { settings: {}, admins: [] },
};

function permissions() {
  const flows = {
    getCategoryList: async () => [{ id: 'c', name: '人事', models: [model('leave', '请假'), model('expense', '报销'), model('draft', '新流程', 0)] }],
    getModelDesign: async (modelId: string) => ({
      modelId, version: 1, form: { id: 'f', name: 'f', controls: [] }, settings: designs[modelId]!.settings,
      flow: { id: modelId, name: modelId, settings: { admins: designs[modelId]!.admins }, root: { id: 'start', type: 'start', name: '发起人', props: {} } },
    }),
  } as unknown as FlowModelApi;
  const roles = new FakeAssigneeRoleApi();
  return new FlowPermissions(flows, new OrganisationDirectory(new FakeOrganizationApi() as unknown as OrganizationApi, roles));
}

test('流程权限 names who may launch each flow and its admins', async () => {
  const rows = await permissions().load();
  expect(rows.map((r) => [r.modelName, r.launchers, r.admins])).toEqual([
    ['请假', '所有人', ['周敏']],
    ['报销', '部门：财务部（含下级）；人员：周敏；角色：财务复核', []],
    ['新流程', '所有人', []],
  ]);
  expect(rows.map((r) => r.published)).toEqual([true, true, false]);
});
