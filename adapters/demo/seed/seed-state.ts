import type { FlowModel, FlowNode, ModelDesign } from '../../../application/ports/flow-model-api';
import type { Applicant } from '../../../application/ports/instance-api';
import type { UserSummary } from '../../../application/ports/session-api';
import type { Form } from '../../../domain/model/form';
import { DEMO_SCHEMA_VERSION, type DemoState, type LegacyInstance } from '../../../server/core/store/demo-state';
import type { DemoTables } from '../../../server/core/store/demo-tables';
import { tablesFromSingleRecord } from '../../../server/core/store/single-record-migration';
import { RIGHTS_SETTING_KEY } from '../../../server/core/admin-rights';
import { seedForms } from './seed-forms';
import { seedGrants } from './seed-organisation';
import { seedOptionImageUploads } from './seed-option-images';
import { withDesignedFlows } from './seed-instances';

/** Demo model id of the feedback flow (the demo config's feedbackFlowId). */
export const FEEDBACK_MODEL_ID = 'model-feedback';

const applicant: UserSummary = { id: 'u-applicant', name: '张三', employeeNumber: 'E1001', department: '行政部', departmentId: 'd-admin', identity: 'applicant' };
const approver: UserSummary = { id: 'u-approver', name: '李四', employeeNumber: 'E2001', department: '财务部', departmentId: 'd-finance', identity: 'approver' };
const wangwu: Applicant = { id: 'u-wangwu', name: '王五', employeeNumber: 'E3001', department: '销售部' };

function asApplicant(user: UserSummary): Applicant {
  return { id: user.id, name: user.name, employeeNumber: user.employeeNumber, department: user.department };
}

const T0 = '2025-03-03T09:00:00.000Z';

function model(id: string, name: string, categoryId: string, formId: string, description: string): FlowModel {
  return { id, name, categoryId, formId, description, status: 'active', publishedVersion: 1, createdAt: T0, updatedAt: T0 };
}

/** start → 部门审批 (李四 / 张三) → 抄送 → end. */
function flowNodes(): FlowNode[] {
  return [
    { id: 'start', type: 'start', name: '发起', next: ['task-1'] },
    { id: 'task-1', type: 'approval', name: '审批', assigneeRoleId: 'role-leader', next: ['cc-1'] },
    { id: 'cc-1', type: 'cc', name: '抄送', next: ['end'] },
    { id: 'end', type: 'end', name: '结束' },
  ];
}

function design(modelId: string, form: Form): ModelDesign {
  return { modelId, version: 1, form, flow: { nodes: flowNodes() }, settings: { printType: 'html', isPDF: false } };
}

function instance(
  id: string, m: FlowModel, form: Form, who: Applicant, status: LegacyInstance['status'], values: Record<string, unknown>,
  extra: Partial<LegacyInstance> = {},
): LegacyInstance {
  return {
    id, modelId: m.id, modelName: m.name, title: `${who.name}的${m.name}`, status, applicant: who,
    createdAt: extra.createdAt ?? T0, updatedAt: extra.updatedAt ?? T0, form, values,
    currentApproverIds: [], ccUserIds: [], history: [], ...extra,
  };
}

/**
 * The seed as the demo database's tables: written in the readable single-record shape, split, then given the
 * organisation, the designed flows and engine-run instances (seed-instances.ts).
 */
export function createSeedTables(): DemoTables {
  const tables = withDesignedFlows(tablesFromSingleRecord(createSeedState()));
  // The pictures of the seeded image-choice options (收款方式).
  tables.uploads.push(...seedOptionImageUploads());
  return tables;
}

/** The seed of the demo backend: two identities, four flows plus feedback, instances in every list. */
export function createSeedState(): DemoState {
  const [leave, expense, trip, purchase, feedback] = seedForms() as [Form, Form, Form, Form, Form];
  const models = [
    model('model-leave', '请假', 'cat-hr', leave.id, '年假、事假、病假、调休'),
    model('model-trip', '出差', 'cat-hr', trip.id, '出差申请与行程'),
    model('model-expense', '报销', 'cat-finance', expense.id, '差旅、餐费与办公用品报销'),
    model('model-purchase', '采购', 'cat-finance', purchase.id, '物品与服务采购'),
    model(FEEDBACK_MODEL_ID, '意见反馈', 'cat-other', feedback.id, '对本系统的意见与建议'),
  ];
  const [mLeave, mTrip, mExpense, mPurchase] = models as [FlowModel, FlowModel, FlowModel, FlowModel];
  const approve = (by: UserSummary, at: string, comment = '同意') =>
    ({ taskId: 'task-1', approverId: by.id, approverName: by.name, action: 'approve' as const, comment, at });
  const reject = (by: UserSummary, at: string, comment: string) =>
    ({ taskId: 'task-1', approverId: by.id, approverName: by.name, action: 'reject' as const, comment, at });

  const instances: LegacyInstance[] = [
    instance('inst-1', mLeave, leave, asApplicant(applicant), 'pending',
      { leave_type: 1, leave_range: ['2025-03-10 09:00', '2025-03-12 18:00'], leave_days: 3, leave_reason: '回老家探亲' },
      { currentApproverIds: [approver.id], ccUserIds: [wangwu.id], createdAt: '2025-03-05T02:00:00.000Z', updatedAt: '2025-03-05T02:00:00.000Z' }),
    instance('inst-2', mExpense, expense, asApplicant(applicant), 'approved',
      { expense_title: '北京出差报销', expense_items: [[1, '1200', '机票'], [2, '300', '']], expense_total: '1500.00', expense_advance: 500, expense_due: '1000.00' },
      { history: [approve(approver, '2025-03-04T08:00:00.000Z')], ccUserIds: [approver.id], createdAt: '2025-03-03T10:00:00.000Z', updatedAt: '2025-03-04T08:00:00.000Z' }),
    instance('inst-3', mTrip, trip, asApplicant(approver), 'pending',
      { trip_start: '2025-03-20', trip_end: '2025-03-22', trip_duration: '2', trip_region: ['上海市', '市辖区', '徐汇区'], trip_vehicle: 2 },
      { currentApproverIds: [applicant.id], createdAt: '2025-03-06T03:00:00.000Z', updatedAt: '2025-03-06T03:00:00.000Z' }),
    instance('inst-4', mPurchase, purchase, wangwu, 'rejected',
      { purchase_item: '笔记本电脑', purchase_qty: 2, purchase_price: 6999, purchase_total: '13998.00' },
      { history: [reject(approver, '2025-03-02T06:00:00.000Z', '预算不足，请下季度再申请')], ccUserIds: [applicant.id, approver.id], createdAt: '2025-03-01T06:00:00.000Z', updatedAt: '2025-03-02T06:00:00.000Z' }),
    instance('inst-5', mLeave, leave, wangwu, 'approved',
      { leave_type: 2, leave_range: ['2025-02-20 09:00', '2025-02-20 18:00'], leave_days: 1, leave_reason: '办理证件' },
      { history: [approve(applicant, '2025-02-19T08:00:00.000Z')], ccUserIds: [approver.id], createdAt: '2025-02-18T08:00:00.000Z', updatedAt: '2025-02-19T08:00:00.000Z' }),
  ];

  const designs: DemoState['designs'] = {};
  for (const m of models) designs[m.id] = design(m.id, [leave, expense, trip, purchase, feedback].find((f) => f.id === m.formId)!);

  return {
    schemaVersion: DEMO_SCHEMA_VERSION,
    identity: 'applicant',
    users: { applicant, approver },
    categories: [{ id: 'cat-hr', name: '人事' }, { id: 'cat-finance', name: '财务' }, { id: 'cat-other', name: '其他' }],
    models,
    designs,
    noticeModes: { 'model-expense': 10 },
    listFormItems: {},
    forms: [leave, expense, trip, purchase, feedback].map((f) => ({ ...f, updatedAt: T0 })),
    instances,
    apis: [
      { id: 'api-staff', name: '员工列表', url: '/api/baseinfo/get_staff_list', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'name', value: '', input: true }], status: 'Active' },
      { id: 'api-schools', name: '学校查询', url: '/api/business/get_dz_schools_by_name', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'name', value: '', input: true }], status: 'Active' },
      { id: 'api-agents', name: '代理商列表', url: '/api/demo/agents', request_method: 'POST', request_content_type: 'application/json', params: [{ name: 'keyword', value: '', input: true }, { name: 'region', value: 'all', input: false }], status: 'Active' },
      { id: 'api-trips', name: '我的出差', url: '/api/demo/business_trips', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'keyword', value: '', input: true }], status: 'Active' },
      { id: 'api-crm-logs', name: '我的CRM操作日志', url: '/api/demo/crm_logs', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'keyword', value: '', input: true }], status: 'Active' },
      { id: 'api-leave-days', name: '请假天数计算', url: '/api/demo/leave_days', request_method: 'GET', request_content_type: 'application/json', params: [{ name: 'begin', value: '', input: false }, { name: 'end', value: '', input: false }], status: 'Active' },
      { id: 'api-old', name: '旧版客户接口（已停用）', url: '/api/demo/agents', request_method: 'POST', request_content_type: 'application/json', params: [], status: 'Stopped' },
    ],
    formValues: [
      { id: 'fv-expense-kind', name: '费用类型', data: [{ value: '差旅费' }, { value: '餐费' }, { value: '办公用品' }, { value: '交通费' }, { value: '其他' }] },
      { id: 'fv-vehicle', name: '交通工具', data: [{ value: '飞机' }, { value: '高铁' }, { value: '汽车' }, { value: '轮船' }] },
      { id: 'fv-purchase-kind', name: '采购类别', data: [{ value: '电子设备' }, { value: '办公家具' }, { value: '软件服务' }] },
    ],
    assigneeRoles: [
      { id: 'role-leader', name: '部门负责人', description: '申请人所在部门的负责人', userIds: [approver.id, applicant.id] },
      { id: 'role-finance', name: '财务审核', description: '财务部审核人员', userIds: [approver.id] },
    ],
    expressions: [
      { id: 'expr-leader', name: '直属上级', expression: 'applicant.leader' },
      { id: 'expr-dept-head', name: '部门负责人', expression: 'applicant.department.head' },
    ],
    departments: [
      { id: 'd-root', name: '总公司' },
      { id: 'd-admin', name: '行政部', parentId: 'd-root' },
      { id: 'd-finance', name: '财务部', parentId: 'd-root' },
      { id: 'd-sales', name: '销售部', parentId: 'd-root' },
      { id: 'd-tech', name: '技术部', parentId: 'd-root' },
    ],
    staff: [
      { id: applicant.id, name: applicant.name, employeeNumber: applicant.employeeNumber, departmentId: 'd-admin' },
      { id: approver.id, name: approver.name, employeeNumber: approver.employeeNumber, departmentId: 'd-finance' },
      { id: wangwu.id, name: wangwu.name, employeeNumber: wangwu.employeeNumber, departmentId: 'd-sales' },
      { id: 'u-zhaoliu', name: '赵六', employeeNumber: 'E4001', departmentId: 'd-tech' },
      { id: 'u-sunqi', name: '孙七', employeeNumber: 'E4002', departmentId: 'd-tech' },
    ],
    schools: [
      { id: 'sch-1', school_name: '北京市第一中学' },
      { id: 'sch-2', school_name: '北京大学附属中学' },
      { id: 'sch-3', school_name: '上海市实验学校' },
      { id: 'sch-4', school_name: '杭州第二中学' },
    ],
    notices: [{ id: 'notice-1', title: '系统上线通知', content: '审批流系统已上线，欢迎使用。', createdAt: T0 }],
    // What the administrators changed while setting the demo up (操作日志 has something to show from the start).
    operationLogs: [
      { id: 'log-seed-1', action: 'add_role', target: '财务复核', userName: '周敏', at: T0 },
      { id: 'log-seed-2', action: 'add_form_value', target: '费用类型', userName: '李四', at: '2025-03-03T09:20:00.000Z' },
      { id: 'log-seed-3', action: 'apply_model', target: '报销', userName: '李四', at: '2025-03-03T09:40:00.000Z' },
    ],
    dataTables: [
      { id: 'dt-budget', name: '部门预算', fields: [
        { name: 'department', title: '部门', type: 'string' },
        { name: 'budget', title: '预算', type: 'number' },
        { name: 'used', title: '已用', type: 'number' },
      ], rows: [
        { department: '行政部', budget: 50000, used: 12000 },
        { department: '财务部', budget: 30000, used: 8000 },
        { department: '销售部', budget: 120000, used: 64000 },
      // 数据表权限: everyone sees the budget, only 财务部 (含下级) changes it.
      ], access: { viewers: { everyone: true, deptIds: [], userIds: [], roleIds: [] }, editors: { everyone: false, deptIds: ['d-finance'], userIds: [], roleIds: [] } } },
      { id: 'dt-supplies', name: '办公用品目录', fields: [
        { name: 'item', title: '名称', type: 'string' },
        { name: 'price', title: '单价', type: 'number' },
        { name: 'since', title: '上架日期', type: 'date' },
      ], rows: [
        { item: '签字笔', price: 2.5, since: '2026-01-05' },
        { item: 'A4 打印纸', price: 28, since: '2026-01-05' },
        { item: '文件夹', price: 6.8, since: '2026-03-12' },
      ] },
    ],
    files: {},
    idempotency: {},
    settings: { ocr_enabled: true, max_upload_mb: 20, [RIGHTS_SETTING_KEY]: seedGrants() },
    cellphone: '13800138000',
    counter: 100,
  };
}
