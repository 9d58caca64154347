import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
// Issue 15: `npm run demo-server -- --data <file>` keeps the demo data in a JSON file that survives a restart.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openServerDemoDb } from '../../../adapters/demo/server/server-demo-db';
import { DemoBackupMessages } from '../../../server/core/store/demo-backup';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'demo-data-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('demo-server data file', () => {
  it('demo-server --data: what was done survives a restart (a new server on the same file)', async () => {
    const file = join(dir, 'demo.json');
    const first = await openServerDemoDb({ file });
    await first.write(async (tx) => { await tx.forms.put({ id: 'form-kept', name: '重启后仍在', controls: [], updatedAt: '2025-01-01' }); });
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('approval-demo-data');

    const restarted = await openServerDemoDb({ file });
    expect((await restarted.read((tx) => tx.forms.get('form-kept')))?.name).toBe('重启后仍在');
    expect(await restarted.read((tx) => tx.instances.count())).toBe(createSeedTables().instances.length);
  });

  it('demo-server --data: a write that fails leaves the file as it was', async () => {
    const file = join(dir, 'demo.json');
    const store = await openServerDemoDb({ file });
    const before = readFileSync(file, 'utf8');
    await expect(store.write(async (tx) => {
      await tx.forms.put({ id: 'form-half', name: '写了一半', controls: [], updatedAt: '2025-01-01' });
      throw new Error('中途失败');
    })).rejects.toThrow('中途失败');
    expect(await store.read((tx) => tx.forms.get('form-half'))).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('demo-server --data: a broken data file stops the start with the reason, and is not overwritten', async () => {
    const file = join(dir, 'demo.json');
    writeFileSync(file, '{"format": "approval-demo-data"');
    await expect(openServerDemoDb({ file })).rejects.toThrow(DemoBackupMessages.notJson);
    expect(readFileSync(file, 'utf8')).toBe('{"format": "approval-demo-data"');
  });

  it('demo-server --seed 2000: the seed plus generated instances, 2,000 in all', async () => {
    const store = await openServerDemoDb({ seed: 2000 });
    expect(await store.read((tx) => tx.instances.count())).toBe(2000);
  });
});
