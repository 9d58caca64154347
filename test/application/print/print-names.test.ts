// Issue 41: the print names the people, departments and linked instances the values hold.
import { PrintView } from '../../../application/print/print-view';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { Instance, InstanceApi } from '../../../application/ports/instance-api';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import type { SessionApi } from '../../../application/ports/session-api';
import type { StorageApi } from '../../../application/ports/storage-api';
import type { PrintPdf } from '../../../application/ports/print-pdf';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import type { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { amount } from '../../../domain/controls/types/amount';
import { members } from '../../../domain/controls/types/members';
import { depts } from '../../../domain/controls/types/depts';
import { linkedInstances } from '../../../domain/controls/types/linked-instances';
import { plainText } from '../../../domain/print/print-value';

const titled = <T extends { config: object }>(control: T, title: string): T => ({ ...control, config: { ...control.config, title } });

const purchase: Instance = {
  id: 'inst-9', modelId: 'model-purchase', modelName: '采购', title: '张三的采购', status: 'pending',
  applicant: { id: 'u1', name: '张三', employeeNumber: 'E1', department: '行政部' },
  createdAt: '2025-03-05T02:00:00.000Z', updatedAt: '2025-03-05T02:00:00.000Z',
  form: { id: 'f', name: '采购', controls: [
    titled(amount.create('budget'), '预算金额'), titled(members.create('users'), '使用人'),
    titled(depts.create('dept'), '使用部门'), titled(linkedInstances.create('related'), '关联审批单'),
  ] },
  values: { budget: '105000', users: ['u2', 'u3'], dept: ['d-fe'], related: ['inst-1'] },
  currentApproverIds: [], ccUserIds: [], history: [],
} as unknown as Instance;

test('成员 and 部门 print by name, 关联审批单 as its title and 审批编号 (read through the printed instance), 金额 with its 大写', async () => {
  const asked: Array<[string, string | undefined]> = [];
  const instances = { getInstance: async (id: string, via?: string) => {
    asked.push([id, via]);
    return id === 'inst-1' ? { ...purchase, id: 'inst-1', title: '张三的请假', serialNo: 'QJ-0001' } : purchase;
  } } as unknown as InstanceApi;
  const flows = { getModelDesign: async () => ({ modelId: 'model-purchase', version: 1, form: purchase.form, settings: {} }) } as unknown as FlowModelApi;
  const session = { load: async () => ({ id: 'u2', name: '李四' }) } as unknown as SessionApi;
  const storage = { getDownloadUrls: async () => ({}) } as unknown as StorageApi;
  const pdf: PrintPdf = { render: async () => new Uint8Array() };
  const org = {
    getAllDepartments: async () => [{ id: 'd-fe', name: '前端组' }],
    getStaffList: async () => [{ id: 'u2', name: '李四', employeeNumber: 'E2', departmentId: 'd-fe' }, { id: 'u3', name: '王五', employeeNumber: 'E3', departmentId: 'd-fe' }],
  } as unknown as OrganizationApi;
  const roles = { list: async () => [] } as unknown as AssigneeRoleApi;
  const view = new PrintView(instances, flows, session, storage, pdf, new OrganisationDirectory(org, roles));
  await view.load('inst-9');
  const fields = Object.fromEntries(view.getSnapshot().document!.fields.map((field) => [field.label, plainText(field.value)]));
  expect(fields).toEqual({
    预算金额: '¥105,000.00（大写：壹拾万零伍仟元整）',
    使用人: '李四、王五',
    使用部门: '前端组',
    关联审批单: '张三的请假（QJ-0001）',
  });
  expect(asked).toContainEqual(['inst-1', 'inst-9']);
});
