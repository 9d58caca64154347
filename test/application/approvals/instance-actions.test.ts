// InstanceReview's actions of a flow (issue 17): each sends the engine action with its idempotency key, and
// each refusal is told before anything is sent.
import { InstanceChanges } from '../../../application/approvals/instance-changes';
import { InstanceReview } from '../../../application/approvals/instance-review';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import type { InstanceViewer } from '../../../application/ports/instance-api';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import type { Control } from '../../../domain/model/control';
import { approverOffers, offer } from './offers';
import { APPLICANT, FakeInstanceApi, FakeNotify, FakeOrganization, FakeSession, failure, makeInstance, noRoles } from './fakes';

const approverViewer: InstanceViewer = {
  taskId: 't2', nodeId: 'n-hr', taskKind: 'normal', editableControlIds: ['days'],
  actions: approverOffers([{ nodeId: 'start', name: '发起人' }]),
  returnTargets: [{ nodeId: 'start', name: '发起人' }], canWithdraw: false, canUrge: false, rejectNeedsComment: true,
};
const applicantOffers = [offer('comment', { comment: 'required', images: true }), offer('urge'), offer('withdraw')];
const applicantViewer: InstanceViewer = { editableControlIds: [], actions: applicantOffers, returnTargets: [], canWithdraw: true, canUrge: true, rejectNeedsComment: true };
/** The applicant's viewer without one of their actions (the flow forbids 撤回, 催办 was just sent…). */
const applicantWithout = (name: string): InstanceViewer => ({ ...applicantViewer, actions: applicantOffers.filter((a) => a.name !== name) });
const form = { id: 'f', name: '请假', controls: [
  { id: 'days', moduleId: 6, name: '数字', config: { title: '天数', required: true }, props: {} },
  { id: 'reason', moduleId: 2, name: '多行文本', config: { title: '事由' }, props: {} },
] as unknown as Control[] };

function setup(viewer: InstanceViewer = approverViewer, asApplicant = false) {
  const api = new FakeInstanceApi();
  api.instances = [makeInstance('a', { form, values: { days: 5, reason: '事' }, viewer })];
  const session = new FakeSession();
  if (asApplicant) session.user.next(APPLICANT);
  const review = new InstanceReview(api, session, new InstanceChanges(new FakeNotify(), session), new OrganisationDirectory(new FakeOrganization() as unknown as OrganizationApi, noRoles));
  return { api, review };
}

describe('InstanceReview actions', () => {
  test('同意 sends only the fields the node makes editable, after validating them', async () => {
    const { api, review } = setup();
    await review.open('a');
    expect(await review.take('approve', { comment: '', values: { days: undefined, reason: '改了' } })).toEqual({ ok: false, message: '请先修正表单中标红的内容' });
    expect(Object.keys(review.getSnapshot().fieldErrors)).toEqual(['days']);
    expect(api.actions).toHaveLength(0);
    expect((await review.take('approve', { comment: '好', values: { days: 4.5, reason: '改了' } })).ok).toBe(true);
    expect(api.actions[0]?.action).toEqual({ instanceId: 'a', action: 'approve', comment: '好', values: { days: 4.5 } });
  });

  test('拒绝 needs a reason only when the flow says so', async () => {
    const { api, review } = setup({ ...approverViewer, actions: approverOffers([{ nodeId: 'start', name: '发起人' }], false), rejectNeedsComment: false });
    await review.open('a');
    expect((await review.take('reject', { comment: '' })).ok).toBe(true);
    expect(api.actions[0]?.action.action).toBe('reject');
  });

  test('退回 needs a target and sends it', async () => {
    const { api, review } = setup();
    await review.open('a');
    expect(await review.take('return', { nodeId: '', comment: '补材料' })).toEqual({ ok: false, message: '请选择退回到的节点' });
    expect(await review.take('return', { nodeId: 'start', comment: '补材料' })).toEqual({ ok: true, message: '已退回' });
    expect(api.actions[0]?.action).toEqual({ instanceId: 'a', action: 'return', nodeId: 'start', comment: '补材料' });
  });

  test('转交 and 加签 need a person', async () => {
    const { api, review } = setup();
    await review.open('a');
    expect(await review.take('transfer', { to: '', comment: '' })).toEqual({ ok: false, message: '请选择转交给谁' });
    expect(await review.take('addSigner', { to: '', position: 'before', comment: '' })).toEqual({ ok: false, message: '请选择加签人' });
    expect((await review.take('transfer', { to: 'u-hr-2', comment: '出差' })).message).toBe('已转交');
    expect((await review.take('addSigner', { to: 'u-ceo', position: 'after', comment: '' })).message).toBe('已加签');
    expect(api.actions.map((a) => a.action)).toEqual([
      { instanceId: 'a', action: 'transfer', to: 'u-hr-2', comment: '出差' },
      { instanceId: 'a', action: 'addSigner', to: 'u-ceo', position: 'after', comment: '' },
    ]);
  });

  test('approver actions are refused to someone without an open task', async () => {
    const { api, review } = setup(applicantViewer, true);
    await review.open('a');
    for (const result of [await review.take('approve'), await review.take('return', { nodeId: 'start', comment: '' }), await review.take('transfer', { to: 'x', comment: '' }), await review.take('addSigner', { to: 'x', position: 'before', comment: '' })]) {
      expect(result).toEqual({ ok: false, message: '当前不是您的审批节点' });
    }
    expect(api.actions).toHaveLength(0);
  });

  test('撤回 for the applicant while the flow allows it; refused otherwise', async () => {
    const { api, review } = setup(applicantViewer, true);
    await review.open('a');
    expect(await review.take('withdraw', { comment: '计划有变' })).toEqual({ ok: true, message: '已撤回该申请' });
    const other = setup({ ...applicantWithout('withdraw'), canWithdraw: false }, true);
    await other.review.open('a');
    expect(await other.review.take('withdraw')).toEqual({ ok: false, message: '该申请不能撤回' });
    expect(api.actions[0]?.action.action).toBe('withdraw');
  });

  test('评论 needs text and carries its images', async () => {
    const { api, review } = setup(applicantViewer, true);
    await review.open('a');
    expect(await review.take('comment', { comment: '  ' })).toEqual({ ok: false, message: '请填写评论内容' });
    expect((await review.take('comment', { comment: '附上病历', images: ['/files/a.png'] })).message).toBe('评论成功');
    expect(api.actions[0]?.action).toEqual({ instanceId: 'a', action: 'comment', comment: '附上病历', images: ['/files/a.png'] });
  });

  test('重新提交 only after 退回 to me', async () => {
    const { review } = setup(applicantViewer, true);
    await review.open('a');
    expect(await review.take('resubmit', { values: { days: 2 } })).toEqual({ ok: false, message: '该申请没有退回给你' });
    const back = setup({ ...applicantViewer, actions: [...applicantOffers, offer('resubmit', { values: true })], taskId: 't3', nodeId: 'start', taskKind: 'resubmit', editableControlIds: ['days', 'reason'] }, true);
    await back.review.open('a');
    expect(back.review.getSnapshot().canResubmit).toBe(true);
    expect((await back.review.take('resubmit', { values: { days: 2, reason: '改' } })).message).toBe('已重新提交');
    expect(back.api.actions[0]?.action).toEqual({ instanceId: 'a', action: 'resubmit', comment: '', values: { days: 2, reason: '改' } });
  });

  test('催办 once it is allowed; a refusal from the backend is told as it is', async () => {
    const { api, review } = setup(applicantViewer, true);
    await review.open('a');
    api.failNext.set('urge', [failure(429, { msg: '10 分钟内只能催办一次，请稍后再试' })]);
    expect(await review.take('urge')).toEqual({ ok: false, message: '10 分钟内只能催办一次，请稍后再试' });
    expect((await review.take('urge')).ok).toBe(true);
    expect(api.urged).toEqual(['a']);
    const not = setup({ ...applicantWithout('urge'), canUrge: false }, true);
    await not.review.open('a');
    expect(await not.review.take('urge')).toEqual({ ok: false, message: '现在不能催办（10 分钟内只能催办一次）' });
  });
});
