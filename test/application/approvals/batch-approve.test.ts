import { BatchApprove } from '../../../application/approvals/batch-approve';
import { InstanceChanges, type InstanceChange } from '../../../application/approvals/instance-changes';
import { FakeInstanceApi, FakeNotify, FakeSession, failure, makeInstance, summaryOf } from './fakes';

function setup() {
  const api = new FakeInstanceApi();
  api.instances = [makeInstance('a'), makeInstance('b'), makeInstance('c')];
  const changes = new InstanceChanges(new FakeNotify(), new FakeSession());
  const published: InstanceChange[] = [];
  changes.all$.subscribe((e) => published.push(e));
  return { api, published, batch: new BatchApprove(api, changes) };
}

describe('BatchApprove', () => {
  test('batch approve needs a selection', () => {
    const { batch } = setup();
    expect(batch.check([], 'approve', '')).toBe('请先选择要审批的申请');
  });

  test('batch reject needs a reason', () => {
    const { batch, api } = setup();
    expect(batch.check(api.instances.map(summaryOf), 'reject', ' ')).toBe('请填写拒绝理由');
  });

  test('batch approve acts on the selected rows only, with a result per row', async () => {
    const { batch, api, published } = setup();
    api.failNext.set('act', [undefined as never, failure(409, { msg: '该审批已被他人处理' })]);
    const results = await batch.run([summaryOf(api.instances[0]!), summaryOf(api.instances[1]!)], 'approve', '同意');
    expect(results.map((r) => [r.instanceId, r.status, r.message])).toEqual([
      ['a', 'succeeded', '已同意'],
      ['b', 'failed', '该审批已被他人处理'],
    ]);
    expect(api.instances.map((i) => i.status)).toEqual(['approved', 'pending', 'pending']);
    expect(published).toHaveLength(1);
    expect(batch.getSnapshot().running).toBe(false);
  });

  test('retrying the failed rows sends them again with their first key', async () => {
    const { batch, api } = setup();
    api.failNext.set('act', [failure(1024)]);
    await batch.run([summaryOf(api.instances[2]!)], 'reject', '预算不足');
    const firstKey = api.calls.find((c) => c.method === 'act')?.args[1];
    const results = await batch.retryFailed();
    expect(results[0]).toMatchObject({ status: 'succeeded', message: '已拒绝' });
    expect(api.decisions[0]).toEqual({ decision: { instanceId: 'c', action: 'reject', comment: '预算不足' }, key: firstKey });
  });
});
