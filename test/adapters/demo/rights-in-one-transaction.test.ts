// Issue 37: an admin call's rights check, its change and its 操作日志 entry are one transaction — never a change
// without its entry, never an entry for a change that was rolled back, and rights taken away meanwhile refuse it.
import { approvalBackend } from './approval-kit';
import { putGrants } from '../../../server/core/admin-rights';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
let b: Backend;
beforeEach(async () => {
  b = await approvalBackend();
  await b.as('u-ceo');
});

const W = '/flow/workflow/';
const roleNamed = (name: string) => b.store.read(async (tx) => (await tx.roles.all()).filter((r) => r.name === name));
const logsOf = (action: string) => b.store.read(async (tx) => (await tx.operationLogs.all()).filter((l) => l.action === action));

it('adding a role is one write transaction holding the role and its 操作日志 entry', async () => {
  const writes = jest.spyOn(b.store, 'write');
  const added = await b.post(`${W}assignee_role/add`, { name: '法务', description: '', userIds: [] });
  expect(added.body.msg).toBe('ok');
  expect(writes).toHaveBeenCalledTimes(1);
  expect(await roleNamed('法务')).toHaveLength(1);
  expect(await logsOf('add_role')).toEqual(expect.arrayContaining([expect.objectContaining({ target: '法务', userName: '陈志远' })]));
});

it('a transaction that fails after the change keeps neither the role nor an entry for it', async () => {
  const before = (await logsOf('add_role')).length;
  const write = b.store.write.bind(b.store);
  jest.spyOn(b.store, 'write').mockImplementationOnce((work) => write(async (tx) => { await work(tx); throw new Error('磁盘已满'); }));
  // The harness calls the routes directly, so the failed transaction's error reaches it (a server answers 500).
  await expect(b.post(`${W}assignee_role/add`, { name: '法务', description: '', userIds: [] })).rejects.toThrow('磁盘已满');
  expect(await roleNamed('法务')).toEqual([]);
  expect(await logsOf('add_role')).toHaveLength(before);
});

it('rights taken away between the check and the write refuse the change (403) and change nothing', async () => {
  const write = b.store.write.bind(b.store);
  // Every grant (陈志远's 系统管理员 among them) goes after the guard's first check, before the call's transaction.
  jest.spyOn(b.store, 'write').mockImplementationOnce(async (work) => {
    await write((tx) => putGrants(tx, []));
    return write(work);
  });
  const refused = await b.post(`${W}assignee_role/add`, { name: '法务', description: '', userIds: [] });
  expect(refused.status).toBe(403);
  expect(await roleNamed('法务')).toEqual([]);
});
