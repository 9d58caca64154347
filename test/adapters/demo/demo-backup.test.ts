import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
// Issue 15: 导出 / 导入 of all demo data as one JSON file, 重置演示数据.
import { DemoBackupMessages } from '../../../server/core/store/demo-backup';
import { DEMO_DB_VERSION } from '../../../server/core/store/demo-tables';
import { newBrowserProfile, openTab, type DemoTab } from './demo-test-kit';

let tab: DemoTab;
// 陈志远 (系统管理员) makes the changes: forms are an administrator's (issue 25).
beforeEach(async () => {
  tab = await openTab(newBrowserProfile());
  await tab.store.signInAs('u-ceo');
});
afterEach(() => tab.close());

async function upload(t: DemoTab, text: string): Promise<string> {
  const data = new FormData();
  data.append('file', new Blob([text], { type: 'text/plain' }), 'a.txt');
  data.append('filename', 'a.txt');
  const { getResponse } = await import('msw');
  const { createHandlers } = await import('../../../adapters/demo/demo-handlers');
  const response = await getResponse(createHandlers(t.store), new Request('http://demo.test/api/storage/add_file', { method: 'POST', body: data }));
  return (await response!.json()).data._id;
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

describe('backup', () => {
  it('backup round trip: what was exported comes back exactly on import, uploads included', async () => {
    await tab.post('/flow/workflow/add_form', { name: '备份里的表单' });
    const fileId = await upload(tab, '文件内容');
    const exported = (await tab.get('/__demo/export')).body;
    expect([exported.format, exported.version]).toEqual(['approval-demo-data', DEMO_DB_VERSION]);

    await tab.post('/__demo/reset', {});
    expect((await tab.get('/flow/workflow/get_form_list?keyword=备份里')).body.data.total).toBe(0);

    const imported = await tab.post('/__demo/import', JSON.stringify(exported));
    expect(imported.status).toBe(200);
    expect((await tab.get('/flow/workflow/get_form_list?keyword=备份里')).body.data.total).toBe(1);
    const file = await tab.store.read((tx) => tx.uploads.get(fileId));
    expect(new TextDecoder().decode(file!.bytes)).toBe('文件内容');
    const again = (await tab.get('/__demo/export')).body;
    // The import itself is the one thing added: 操作日志 records it (issue 25).
    const [imports, logs] = partition(again.tables.operationLogs, (log: any) => log.action === 'import_demo_data');
    expect(imports).toHaveLength(1);
    expect({ ...again, exportedAt: '', tables: { ...again.tables, operationLogs: logs } }).toEqual({ ...exported, exportedAt: '' });
  });

  const good = async () => (await tab.get('/__demo/export')).body;
  const bad: Array<[string, (b: any) => unknown, string]> = [
    ['not JSON', () => '{"format": ', DemoBackupMessages.notJson],
    ['another JSON file', () => ({ hello: 1 }), DemoBackupMessages.notBackup],
    ['a newer version', (b) => ({ ...b, version: DEMO_DB_VERSION + 1 }), DemoBackupMessages.newerVersion(DEMO_DB_VERSION + 1)],
    ['a missing table', (b) => ({ ...b, tables: { ...b.tables, tasks: undefined } }), DemoBackupMessages.missingTable('tasks')],
    ['an instance without a status', (b) => ({ ...b, tables: { ...b.tables, instances: b.tables.instances.map((i: any, n: number) => (n === 1 ? { ...i, status: 'lost' } : i)) } }), DemoBackupMessages.badRecord('instances', 1, 'status')],
    ['a task of a missing instance', (b) => ({ ...b, tables: { ...b.tables, tasks: [...b.tables.tasks, { id: 't-x', instanceId: 'inst-x', nodeId: 'task-1', userId: 'u', status: 'open', createdAt: '2025' }] } }), DemoBackupMessages.danglingInstance('tasks', createSeedTables().tasks.length, 'inst-x')],
    ['a duplicate record', (b) => ({ ...b, tables: { ...b.tables, forms: [...b.tables.forms, b.tables.forms[0]] } }), DemoBackupMessages.duplicate('forms', 'form-expense')],
  ];
  it.each(bad)('a bad import (%s) is refused with a Chinese message and the data is untouched', async (_name, make, message) => {
    await tab.post('/flow/workflow/add_form', { name: '导入前的表单' });
    const before = await tab.db.dump();
    const body = make(await good());
    const refused = await tab.post('/__demo/import', typeof body === 'string' ? body : JSON.stringify(body));
    expect([refused.status, refused.body.msg]).toEqual([400, message]);
    expect(await tab.db.dump()).toEqual(before);
  });

  it('重置演示数据: reset brings back the seed and nothing else', async () => {
    await tab.post('/flow/workflow/add_form', { name: '将被重置' });
    await tab.post('/__demo/identity', { identity: 'approver' });
    await tab.post('/__demo/reset', {});
    expect((await tab.get('/flow/workflow/get_form_list')).body.data.total).toBe(5);
    expect((await tab.get('/api/baseinfo/get_user_summary')).body.data.identity).toBe('applicant');
  });
});
