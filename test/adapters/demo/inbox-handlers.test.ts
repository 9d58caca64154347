// 消息中心 (issue 40): each change keeps a notice per person concerned, in the change's own transaction; the
// signed-in person lists theirs, counts the unread and marks them read.
import { approvalBackend } from './approval-kit';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => { b = await approvalBackend(); });

const N = '/flow/workflow/inbox/';
const leave = (days: number) => ({ leave_type: 1, leave_days: days, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' });

async function launchAs(userId: string, values: Record<string, unknown>) {
  await b.as(userId);
  const res = await b.launch('model-leave', values);
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}
const inbox = async () => (await b.get(`${N}list`)).body.data as { list: Array<{ kind: string; label: string; instanceId: string; read: boolean }>; unread: number };
const unread = async () => (await b.get(`${N}unread_count`)).body.data.count as number;

describe('消息中心', () => {
  it('a launch tells the first approver (新的待办); the outcome tells the applicant (已通过); the cc is told (抄送)', async () => {
    const id = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    expect((await inbox()).list.map((n) => [n.kind, n.label, n.instanceId, n.read])).toEqual([['newTask', '新的待办', id, false]]);
    expect(await unread()).toBe(1);
    await b.act(id, 'approve');
    await b.as('u-hr-1');
    await b.act(id, 'approve');
    await b.as('u-applicant');
    expect((await inbox()).list.map((n) => n.kind)).toEqual(['approved']);
    await b.as('u-admin-1');
    expect((await inbox()).list.map((n) => n.kind)).toEqual(['cc']);
  });

  it('已拒绝, 被退回, 被转交, 被加签 and 催办 each reach the person concerned', async () => {
    const returned = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    await b.act(returned, 'return', { nodeId: 'start', comment: '请补充证明' });
    const rejected = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    await b.act(rejected, 'reject', { comment: '不同意' });
    await b.as('u-applicant');
    expect((await inbox()).list.map((n) => [n.kind, n.instanceId])).toEqual([['rejected', rejected], ['returned', returned]]);

    const transferred = await launchAs('u-applicant', leave(5));
    expect((await b.post('/flow/workflow/instance/urge', { instanceId: transferred })).body.msg).toBe('ok');
    await b.as('u-hr-head');
    expect((await inbox()).list.slice(0, 2).map((n) => [n.kind, n.instanceId])).toEqual([['urged', transferred], ['newTask', transferred]]);
    await b.act(transferred, 'transfer', { to: 'u-hr-2' });
    await b.as('u-hr-2');
    expect((await inbox()).list.map((n) => n.kind)).toEqual(['transferred']);
    await b.act(transferred, 'addSigner', { to: 'u-ceo', position: 'before' });
    await b.as('u-ceo');
    expect((await inbox()).list.map((n) => n.kind)).toEqual(['addedSigner']);
  });

  it('全部已读 clears the count; a refused action keeps no notice; `after` answers only what came later', async () => {
    const first = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    const [seen] = (await b.get(`${N}list`)).body.data.list;
    expect((await b.post(`${N}read`, {})).body.data).toEqual({ marked: 1, unread: 0 });
    expect(await unread()).toBe(0);
    expect((await inbox()).list.every((n) => n.read)).toBe(true);
    // Someone without a task is refused: nothing is written.
    await b.as('u-zhaoliu');
    expect((await b.act(first, 'approve')).status).toBe(400);
    expect((await inbox()).list).toEqual([]);
    const second = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    const missed = (await b.get(`${N}list?after=${encodeURIComponent(seen.createdAt)}`)).body.data.list;
    expect(missed.map((n: { instanceId: string }) => n.instanceId)).toEqual([second]);
    // Marking one read (opening it) leaves the others.
    await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    expect((await b.post(`${N}read`, { ids: [missed[0].id] })).body.data).toEqual({ marked: 1, unread: 1 });
  });

  it('评论 @我: the people a comment names with @ are told; the author is not', async () => {
    const id = await launchAs('u-applicant', leave(5));
    await b.as('u-hr-head');
    expect((await b.act(id, 'comment', { comment: '@刘洋 @周敏 请先核对假期余额' })).body.msg).toBe('ok');
    await b.as('u-hr-1');
    expect((await inbox()).list.map((n) => [n.kind, n.label, n.instanceId])).toEqual([['mentioned', '评论 @我', id]]);
    await b.as('u-hr-head');
    expect((await inbox()).list.map((n) => n.kind)).toEqual(['newTask']);
  });
});
