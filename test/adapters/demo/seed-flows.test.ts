// The seeded flows (issue 17): valid for their forms and the seeded organisation, and routing as the issue says.
import { organisationOf } from '../../../application/organisation/organisation-directory';
import { seedForms } from '../../../adapters/demo/seed/seed-forms';
import { seedFlows } from '../../../adapters/demo/seed/seed-flows';
import { seedDepartments, seedRoles, seedStaff } from '../../../adapters/demo/seed/seed-organisation';
import { checkFlow, parseFlow, previewRoute, type RouteStep } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';

const org = organisationOf(seedDepartments(), seedStaff(), seedRoles());
const forms = new Map(seedForms().map((f) => [f.id, f]));
const formOf: Record<string, string> = {
  'model-leave': 'form-leave', 'model-expense': 'form-expense', 'model-trip': 'form-trip', 'model-purchase': 'form-purchase', 'model-feedback': 'form-feedback',
};
const flows = seedFlows();

function route(modelId: string, values: Record<string, unknown>, initiator = 'u-applicant', selected?: Record<string, string[]>) {
  const preview = previewRoute({ flow: flows[modelId]!, form: forms.get(formOf[modelId]!) as Form, values, org, initiator, selected });
  const show = (step: RouteStep): string => 'approvers' in step ? `${step.nodeId}:${step.approvers.join('+')}`
    : step.type === 'cc' ? `cc:${step.users.join('+')}` : !('branches' in step) ? `${step.type}:${step.nodeId}` : `[${step.branches.map((b) => b.map(show).join(' ')).join(' | ')}]`;
  return { steps: preview.steps.map(show), errors: preview.errors.map((e) => e.message) };
}

describe('seeded flows', () => {
  it.each(Object.keys(flows))('%s parses and passes the pre-publish checks with its form and the organisation', (modelId) => {
    expect(parseFlow(JSON.parse(JSON.stringify(flows[modelId]))).ok).toBe(true);
    expect(checkFlow(flows[modelId]!, forms.get(formOf[modelId]!) as Form, org)).toEqual([]);
  });

  it('leave: more than 3 days goes 部门负责人 → 人事专员, a copy to 行政', () => {
    expect(route('model-leave', { leave_days: 5 })).toEqual({ steps: ['n-dept-head:u-hr-head', 'n-hr:u-hr-1', 'cc:u-admin-1'], errors: [] });
  });

  it('leave: 3 days or fewer goes to the direct supervisor (a 前端组 member: the group head)', () => {
    expect(route('model-leave', { leave_days: 2 }, 'u-zhaoliu').steps).toEqual(['n-supervisor:u-fe-head', 'cc:u-admin-1']);
  });

  it('expense tiers read the computed total: < 1000 supervisor; 1000–5000 adds 财务复核; > 5000 adds the 会签', () => {
    expect(route('model-expense', { expense_total: '800.00' }).steps).toEqual(['n-supervisor:u-hr-head', 'cc:u-approver']);
    expect(route('model-expense', { expense_total: '3000.00' }).steps).toEqual(['n-supervisor:u-hr-head', 'n-fin-mid:u-fin-1', 'cc:u-approver']);
    expect(route('model-expense', { expense_total: '8000.00' }).steps).toEqual(['n-supervisor:u-hr-head', 'n-fin-large:u-fin-1', 'n-boss:u-ceo+u-approver', 'cc:u-approver']);
  });

  it('purchase: 财务复核 and IT 管理员 side by side, then 行政采购', () => {
    expect(route('model-purchase', {}).steps).toEqual(['[n-fin:u-fin-1 | n-it:u-it-1]', 'n-purchase:u-admin-1']);
  });

  it('trip: the 发起人自选 node needs a pick', () => {
    expect(route('model-trip', {}).errors).toEqual(['请为「工作交接人」选择审批人']);
    expect(route('model-trip', {}, 'u-applicant', { 'n-pick': ['u-hr-3'] }).steps).toEqual(['n-supervisor:u-hr-head', 'n-pick:u-hr-3', 'cc:u-admin-1']);
  });

  it('feedback goes to the flow admins', () => {
    expect(route('model-feedback', {}).steps).toEqual(['n-admins:u-it-1+u-assistant', '[]']);
    expect(route('model-feedback', { feedback_kind: 2 }).steps).toEqual(['n-admins:u-it-1+u-assistant', '[cc:u-it-1]']);
  });
});
