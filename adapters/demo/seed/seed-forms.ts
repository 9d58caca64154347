import type { Control, ControlOption, ModuleId, TableColumn } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';
import { controlTypes, requireControlType } from '../../../domain/controls/registry';
import { createTableColumn } from '../../../domain/controls/table-column';
import { SEED_OPTION_IMAGE, seedImageUrl } from './seed-option-images';

/** A control of `moduleId` with the registry's defaults, then the given changes. */
function control(moduleId: ModuleId, id: string, title: string, change: Partial<Control> = {}): Control {
  const base = requireControlType(moduleId).create(id);
  return {
    ...base,
    ...change,
    config: { ...base.config, title, required: false, ...(change.config ?? {}) },
    props: { ...base.props, ...(change.props ?? {}) },
  };
}

function options(...values: string[]): ControlOption[] {
  return values.map((value, i) => ({ id: i + 1, value, isDefault: false }));
}

function column(moduleId: ModuleId, id: string, tableId: string, title: string, props: Record<string, unknown> = {}, children?: ControlOption[]): TableColumn {
  const base = createTableColumn(requireControlType(moduleId), id, tableId, title);
  return { ...base, props: { ...base.props, ...props }, ...(children ? { children } : {}) };
}

/** 请假: description, dropdown, start-end time, days input (remote API), text, attachment, divider, phone, print. */
export function leaveForm(): Form {
  return {
    id: 'form-leave',
    name: '请假申请',
    controls: [
      control(0, 'leave_desc', '说明', { props: { value: '请至少提前一天提交请假申请，年假请注意剩余天数。' } }),
      control(9, 'leave_type', '请假类型', { config: { title: '请假类型', required: true }, children: options('年假', '事假', '病假', '调休') }),
      // 请至少提前一天提交 (issue 43 #16): from tomorrow on.
      control(12, 'leave_range', '请假时间', { config: { title: '请假时间', required: true, _timeConfig: { start: { type: 'daysAfter', days: 1 } } } }),
      control(22, 'leave_days', '请假天数', { props: { value: '', isAllowDecimal: true, decimalNum: 1, api: 'api-leave-days' } }),
      control(2, 'leave_reason', '请假事由', { config: { title: '请假事由', required: true }, props: { maxlength: 200 } }),
      control(11, 'leave_attachment', '证明材料'),
      control(23, 'leave_divider', '分割线'),
      control(5, 'leave_phone', '紧急联系电话', { props: { phone: true } }),
      control(19, 'leave_print', '打印'),
    ],
  };
}

/** 报销: text, table with a sum, table statistics, number, calculator, image choice, link, remote display. */
export function expenseForm(): Form {
  const tableId = 'expense_items';
  return {
    id: 'form-expense',
    name: '费用报销',
    controls: [
      control(1, 'expense_title', '报销事由', { config: { title: '报销事由', required: true } }),
      control(15, tableId, '费用明细', {
        props: { value: [], showSummary: true, summaryColumns: [`${tableId}_amount`] },
        children: [
          column(9, `${tableId}_kind`, tableId, '费用类型', { custom: true, formValue: 'fv-expense-kind' }, options('差旅费', '餐费', '办公用品', '其他')),
          column(6, `${tableId}_amount`, tableId, '金额', { isAllowDecimal: true, decimalNum: 2, min: 0 }),
          column(1, `${tableId}_note`, tableId, '说明'),
        ],
      }),
      control(21, 'expense_total', '报销合计', { rules: [{ tableId, tableColumnId: `${tableId}_amount`, calculateType: '+' }], props: { value: '', isShowTableStatisticsCount: true, isShowBillsCount: true, billCountTableIds: [tableId] } }),
      control(6, 'expense_advance', '已预支金额', { props: { isAllowDecimal: true, decimalNum: 2, min: 0, unity: '元' } }),
      control(24, 'expense_due', '应付金额', { props: { value: '', formula: [{ id: 'expense_total' }, '-', { id: 'expense_advance' }], result: 'fixed2' } }),
      control(13, 'expense_channel', '收款方式', { children: [
        // Pictures seeded in the demo storage (seed-option-images.ts): data: URLs are refused for option images.
        { id: 1, value: '银行卡', isDefault: true, imgURL: seedImageUrl(SEED_OPTION_IMAGE.bankCard) },
        { id: 2, value: '支付宝', isDefault: false, imgURL: seedImageUrl(SEED_OPTION_IMAGE.alipay) },
      ] }),
      control(7, 'expense_link', '发票查验链接', { props: { value: '' } }),
      control(20, 'expense_payee', '收款人（员工）', { props: { value: '', remote: true, api: 'api-staff' } }),
    ],
  };
}

/** 出差: date, region cascader, single and multi choice, date calculator, email, rich text. */
export function tripForm(): Form {
  return {
    id: 'form-trip',
    name: '出差申请',
    controls: [
      control(3, 'trip_start', '出发日期', { config: { title: '出发日期', required: true }, props: { value: '', format: 'YYYY-MM-DD' } }),
      control(3, 'trip_end', '返回日期', { config: { title: '返回日期', required: true }, props: { value: '', format: 'YYYY-MM-DD' } }),
      control(25, 'trip_duration', '出差时长', { linkToControlsId: ['trip_start', 'trip_end'], props: { value: '', unit: 'days' } }),
      control(18, 'trip_region', '目的地', { config: { title: '目的地', required: true } }),
      // 其他 is the "other" option: choosing it asks what the vehicle is (issue 14, item 10).
      control(8, 'trip_vehicle', '交通工具', { children: options('飞机', '高铁', '汽车', '其他').map((o) => (o.value === '其他' ? { ...o, isOther: true } : o)) }),
      control(10, 'trip_companions', '同行部门', { children: options('行政部', '财务部', '销售部', '技术部') }),
      control(4, 'trip_email', '联系邮箱', { props: { email: true } }),
      control(14, 'trip_plan', '行程安排', { props: { value: '<p>第一天：</p><p>第二天：</p>' } }),
    ],
  };
}

/** 采购: remote dropdown (agents), numbers, calculator, attachment, text, the applicant's signature (签名). */
export function purchaseForm(): Form {
  return {
    id: 'form-purchase',
    name: '采购申请',
    controls: [
      control(1, 'purchase_item', '采购物品', { config: { title: '采购物品', required: true } }),
      control(9, 'purchase_supplier', '供应商（代理商）', { props: { value: '', remote: true, api: 'api-agents', defaultValueType: 1 }, children: [] }),
      control(6, 'purchase_qty', '数量', { props: { isAllowDecimal: false, min: 1 } }),
      control(6, 'purchase_price', '单价', { props: { isAllowDecimal: true, decimalNum: 2, min: 0, unity: '元' } }),
      control(24, 'purchase_total', '总价', { props: { value: '', formula: [{ id: 'purchase_qty' }, '*', { id: 'purchase_price' }], result: 'fixed2' } }),
      control(11, 'purchase_quote', '报价单', { props: { value: { attachments: [], fileList: [] }, accept: '.pdf,.xls,.xlsx' } }),
      control(2, 'purchase_note', '备注'),
      control(26, 'purchase_signature', '申请人签名'),
      control(27, 'purchase_budget', '预算金额'),
      control(28, 'purchase_users', '使用人', { props: { value: [], multiple: true } }),
      control(29, 'purchase_dept', '使用部门'),
      control(30, 'purchase_related', '关联审批单'),
      control(31, 'purchase_id_card', '经办人身份证号'),
    ],
  };
}

/** The feedback flow of the feedback entry. */
export function feedbackForm(): Form {
  return {
    id: 'form-feedback',
    name: '意见反馈',
    controls: [
      control(9, 'feedback_kind', '反馈类型', { config: { title: '反馈类型', required: true }, children: options('功能建议', '问题报告', '其他') }),
      control(2, 'feedback_content', '反馈内容', { config: { title: '反馈内容', required: true } }),
      control(11, 'feedback_screenshot', '截图', { props: { value: { attachments: [], fileList: [] }, accept: '.jpg,.png' } }),
    ],
  };
}

/** Every moduleId a form holds, table columns included. */
const moduleIdsOf = (form: Form): number[] =>
  form.controls.flatMap((c) => [c.moduleId, ...((c.children ?? []) as Array<{ moduleId?: number }>).flatMap((x) => (x.moduleId === undefined ? [] : [x.moduleId]))]);

/**
 * The seed's forms. The demo shows every control type: a registered type none of the forms above holds is added
 * to 采购 with its defaults, titled by its name — so a new type is in the seed with no edit here.
 */
export function seedForms(): Form[] {
  const forms = [leaveForm(), expenseForm(), tripForm(), purchaseForm(), feedbackForm()];
  const used = new Set(forms.flatMap(moduleIdsOf));
  const purchase = forms[3];
  for (const type of controlTypes.filter((t) => !used.has(t.moduleId))) {
    purchase.controls.push(control(type.moduleId, `purchase_${type.icon.replace(/-/g, '_')}`, type.name));
  }
  return forms;
}
