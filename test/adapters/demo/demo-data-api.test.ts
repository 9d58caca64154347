// Issue 33, item 3: the app's 导出 / 导入 through the real HTTP adapter and the demo backend.
import { HttpDemoDataApi } from '../../../adapters/demo/http-demo-data-api';
import { DemoBackupMessages } from '../../../server/core/store/demo-backup';
import { createHarness, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
beforeAll(async () => { h = await createHarness(); });
afterEach(async () => { await resetHarness(h); });
afterAll(() => h.close());

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try { await promise; } catch (error) { return (error as { data?: { msg?: string } }).data?.msg; }
  throw new Error('expected the import to be refused');
}

test('a cut-off backup file says 文件不完整或不是有效的 JSON (not 这不是…备份文件), and nothing changes', async () => {
  const api = new HttpDemoDataApi(h.http);
  const exported = await api.exportAll();
  const before = await h.store.read((tx) => tx.forms.count());
  expect(await refusal(api.importAll(exported.slice(0, Math.floor(exported.length / 2))))).toBe(DemoBackupMessages.notJson);
  expect(DemoBackupMessages.notJson).toBe('导入失败：文件不完整或不是有效的 JSON');
  expect(await h.store.read((tx) => tx.forms.count())).toBe(before);
});

test('the exported file imports back through the same adapter', async () => {
  const api = new HttpDemoDataApi(h.http);
  const exported = await api.exportAll();
  await api.importAll(exported);
  const after = JSON.parse(await api.exportAll());
  // Everything comes back; the one addition is 操作日志's record of this import (issue 25: imports are audited).
  const [importLog, ...logs] = after.tables.operationLogs;
  expect(importLog).toMatchObject({ action: 'import_demo_data', change: '导入备份，替换全部数据' });
  expect({ ...after, exportedAt: '', tables: { ...after.tables, operationLogs: logs } }).toEqual({ ...JSON.parse(exported), exportedAt: '' });
});
