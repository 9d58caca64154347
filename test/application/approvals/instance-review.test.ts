import { approverOffers } from './offers';
import { InstanceChanges, type InstanceChange } from '../../../application/approvals/instance-changes';
import { COMMENT_LIMIT, InstanceReview } from '../../../application/approvals/instance-review';
import type { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { APPLICANT, APPROVER, FakeInstanceApi, FakeNotify, FakeOrganization, FakeSession, failure, flush, makeInstance, noRoles, until } from './fakes';

function setup() {
  const api = new FakeInstanceApi();
  api.instances = [makeInstance('a'), makeInstance('done', { status: 'approved', currentApproverIds: [] })];
  const session = new FakeSession();
  const organization = new FakeOrganization();
  const notify = new FakeNotify();
  const changes = new InstanceChanges(notify, session);
  const published: InstanceChange[] = [];
  changes.all$.subscribe((e) => { if (e.instance) published.push(e); });
  const review = new InstanceReview(api, session, changes, new OrganisationDirectory(organization as unknown as OrganizationApi, noRoles));
  return { api, changes, published, session, organization, review, notify };
}

describe('InstanceReview', () => {
  test('opening an instance loads its form, values and history; the current approver may act', async () => {
    const { review } = setup();
    await review.open('a');
    expect(review.getSnapshot()).toMatchObject({ instanceId: 'a', loading: false, failed: false, canAct: true });
    expect(review.getSnapshot().instance?.id).toBe('a');
  });

  test('the applicant (not a current approver) sees the instance without approve / reject', async () => {
    const { review, session } = setup();
    session.user.next(APPLICANT);
    await review.open('a');
    expect(review.getSnapshot().canAct).toBe(false);
    expect(await review.take('approve', { comment: '好' })).toEqual({ ok: false, message: '当前不是您的审批节点' });
  });

  test('a finished instance cannot be decided again', async () => {
    const { review, api } = setup();
    await review.open('done');
    expect(review.getSnapshot().canAct).toBe(false);
    expect(await review.take('reject', { comment: '不行' })).toEqual({ ok: false, message: '该审批已结束' });
    expect(api.decisions).toHaveLength(0);
  });

  test('approve sends the decision with an idempotency key, shows the new state and tells the lists', async () => {
    const { review, api, published } = setup();
    await review.open('a');
    const result = await review.take('approve', { comment: '  同意，注意安全 ' });
    expect(result).toEqual({ ok: true, message: '审批成功' });
    expect(api.decisions[0]?.decision).toEqual({ instanceId: 'a', action: 'approve', comment: '同意，注意安全' });
    expect(api.decisions[0]?.key).toMatch(/\S{8,}/);
    expect(review.getSnapshot().instance?.status).toBe('approved');
    expect(review.getSnapshot().canAct).toBe(false);
    expect(published).toEqual([{ reason: 'moved', instanceId: 'a', instance: review.getSnapshot().instance }]);
  });

  test('approving without a comment is allowed (DingTalk)', async () => {
    const { review } = setup();
    await review.open('a');
    expect((await review.take('approve')).ok).toBe(true);
  });

  test('reject needs a reason: 请填写拒绝理由, and nothing is sent', async () => {
    const { review, api } = setup();
    await review.open('a');
    expect(await review.take('reject', { comment: '   ' })).toEqual({ ok: false, message: '请填写拒绝理由' });
    expect(api.decisions).toHaveLength(0);
    expect(await review.take('reject', { comment: '材料不全' })).toEqual({ ok: true, message: '已拒绝该申请' });
    expect(review.getSnapshot().instance?.history.at(-1)).toMatchObject({ action: 'reject', comment: '材料不全', userName: APPROVER.name });
  });

  test(`a comment over ${COMMENT_LIMIT} characters is refused`, async () => {
    const { review, api } = setup();
    await review.open('a');
    expect(await review.take('approve', { comment: '字'.repeat(COMMENT_LIMIT + 1) })).toEqual({ ok: false, message: `审批意见最多${COMMENT_LIMIT}个字符` });
    expect(api.decisions).toHaveLength(0);
  });

  test('a retry of the same decision after a failure reuses its idempotency key; another decision gets a new one', async () => {
    const { review, api } = setup();
    await review.open('a');
    api.failNext.set('act', [failure(1024)]);
    expect(await review.take('reject', { comment: '不行' })).toEqual({ ok: false, message: '操作失败' });
    api.failNext.set('act', [failure(400, { msg: '服务繁忙' })]);
    expect(await review.take('reject', { comment: '不行' })).toEqual({ ok: false, message: '服务繁忙' });
    await review.take('reject', { comment: '不行' });
    const keys = api.calls.filter((c) => c.method === 'act').map((c) => c.args[1]);
    expect(new Set(keys).size).toBe(1);
    await review.open('a');
    expect(review.getSnapshot().instance?.status).toBe('rejected');
  });

  test('a changed comment is a new decision with a new key', async () => {
    const { review, api } = setup();
    await review.open('a');
    api.failNext.set('act', [failure(1024)]);
    await review.take('reject', { comment: '不行' });
    await review.take('reject', { comment: '材料不全' });
    const keys = api.calls.filter((c) => c.method === 'act').map((c) => c.args[1]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('a failed open is shown as failed; opening another instance later works', async () => {
    const { review, api } = setup();
    api.failNext.set('getInstance', [failure(500)]);
    await review.open('a');
    expect(review.getSnapshot()).toMatchObject({ failed: true, loading: false });
    await review.open('a');
    expect(review.getSnapshot()).toMatchObject({ failed: false, canAct: true });
  });

  test('waiting approvers are named from the organisation', async () => {
    const { review, api, organization, session } = setup();
    session.user.next(APPLICANT);
    organization.staff = [{ id: APPROVER.id, name: '李四', employeeNumber: 'E002', departmentId: 'd2' }];
    await review.open('a');
    await flush(10);
    expect(review.getSnapshot().names[APPROVER.id]).toBe('李四');
    expect(api.calls).toHaveLength(1);
  });

  test('a push about the open instance reloads it; a push about another instance does not', async () => {
    const { review, api, notify } = setup();
    await review.open('a');
    notify.changed({ reason: 'taskCreated', instanceId: 'other', userIds: ['x'] });
    await flush(10);
    expect(api.calls.filter((c) => c.method === 'getInstance')).toHaveLength(1);
    api.instances[0] = { ...api.instances[0]!, status: 'approved' };
    notify.changed({ reason: 'instanceFinished', instanceId: 'a', userIds: ['u-applicant'] });
    await until(() => review.getSnapshot().instance?.status === 'approved');
  });

  describe('issue 33: an answer that cannot be read is a failure, and the instance is read again', () => {
    const unreadable = failure(1025, { msg: '服务器的应答无法识别，无法确认操作是否生效' });

    test.each([
      ['同意', (r: InstanceReview) => r.take('approve', { comment: '同意，注意安全' })],
      ['退回', (r: InstanceReview) => r.take('return', { nodeId: 'start', comment: '补材料' })],
      ['转交', (r: InstanceReview) => r.take('transfer', { to: 'u-hr-2', comment: '出差' })],
    ])('%s: not a success, says so in Chinese, and shows the instance as the server now has it', async (_name, act) => {
      const { review, api, published } = setup();
      // The approver at the node is offered 退回 (to the start), 转交 and 同意 by the backend.
      const targets = [{ nodeId: 'start', name: '发起人' }];
      api.instances[0] = { ...api.instances[0]!, viewer: {
        actions: approverOffers(targets), nodeId: 'n1', editableControlIds: [], returnTargets: targets, canWithdraw: false, canUrge: false, rejectNeedsComment: true,
      } };
      await review.open('a');
      api.failNext.set('act', [unreadable]);
      const reads = api.calls.filter((c) => c.method === 'getInstance').length;
      const result = await act(review);
      expect(result).toEqual({ ok: false, message: '服务器的应答无法识别，无法确认是否已处理；已重新读取审批单，请以当前状态为准，你填写的意见仍保留' });
      expect(api.calls.filter((c) => c.method === 'getInstance').length).toBe(reads + 1);
      expect(review.getSnapshot()).toMatchObject({ acting: undefined, canAct: true });
      expect(published).toEqual([]);
    });

    test('when the server did act after all, the re-read shows it and the lists are told', async () => {
      const { review, api, published } = setup();
      await review.open('a');
      api.failNext.set('act', [unreadable]);
      // The server approved, only its answer was lost.
      api.instances[0] = makeInstance('a', { status: 'approved', currentApproverIds: [], history: [{ nodeId: 'n1', userId: 'u-approver', userName: '李四', action: 'approve', comment: '', at: '2024-05-03T09:00:00.000Z' }] });
      expect((await review.take('approve', { comment: '好' })).ok).toBe(false);
      expect(review.getSnapshot().instance?.status).toBe('approved');
      expect(review.getSnapshot().canAct).toBe(false);
      expect(published).toEqual([{ reason: 'moved', instanceId: 'a', instance: review.getSnapshot().instance }]);
    });
  });
});
