// Issue 38, finding 5: operation_log/add stored any body — an entry in 陈志远's name, a fake data_table/save_rows
// (数据表日志 showed amount 100 → 999999), a fake remove_grant. Now it stores only a client event, under the
// caller's own id and name, never a kind the backend records, another person or a data-table change.
import { approvalBackend } from './approval-kit';

const W = '/flow/workflow/';
type Log = { action: string; target: string; userName: string; userId?: string; change?: string; right?: string; at: string };

async function logAsCeo(b: Awaited<ReturnType<typeof approvalBackend>>): Promise<Log[]> {
  await b.as('u-ceo');
  return (await b.get(`${W}operation_log/list`)).body.data.list;
}

test('a forged remove_grant in 陈志远\'s name and a forged data-table change are refused and not stored', async () => {
  const b = await approvalBackend();
  await b.as('u-zhaoliu');
  const grant = await b.post(`${W}operation_log/add`, { action: 'remove_grant', target: '系统管理员', userName: '陈志远', userId: 'u-ceo', right: 'system' });
  const rows = await b.post(`${W}operation_log/add`, { action: 'data_table/save_rows', target: '费用标准', change: '金额：100 → 999999' });
  expect(grant.status).toBe(400);
  expect(rows.status).toBe(400);
  const log = await logAsCeo(b);
  expect(log.filter((e) => e.target === '系统管理员' || e.target === '费用标准')).toEqual([]);
});

test('a client event is stored under the caller, whatever name, time or change the body claims', async () => {
  const b = await approvalBackend();
  await b.as('u-zhaoliu');
  const added = await b.post(`${W}operation_log/add`, {
    action: 'export_travel', target: 'task-forged', userName: '陈志远', userId: 'u-ceo', at: '2020-01-01T00:00:00.000Z', change: '金额：100 → 999999', right: 'system',
  });
  expect(added.status).toBe(200);
  const entry = (await logAsCeo(b)).find((e) => e.target === 'task-forged')!;
  expect(entry).toMatchObject({ action: 'export_travel', userName: '赵六', userId: 'u-zhaoliu' });
  expect(entry.at).not.toBe('2020-01-01T00:00:00.000Z');
  expect(entry.change).toBeUndefined();
  expect(entry.right).toBeUndefined();
});
