// Issue 33, item 3: the app's own export restores, whatever the engine did (撤回 included), and an import is
// read record by record with the app's parsers: one bad record refuses the whole file, naming it.
import fc from 'fast-check';
import { addableNodeTypes } from '../../../domain/flow/nodes/registry';
import { DemoBackupError, DemoBackupMessages, type DemoBackup } from '../../../server/core/store/demo-backup';
import { tableLayout, type TableName } from '../../../server/core/store/demo-tables';
import { approvalBackend } from './approval-kit';

type Backend = Awaited<ReturnType<typeof approvalBackend>>;
const leave = (days: number) => ({ leave_type: 1, leave_days: days, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事', leave_phone: '13800138000' });

async function launch(b: Backend, days = 5): Promise<string> {
  await b.as('u-applicant');
  const res = await b.launch('model-leave', leave(days));
  expect(res.body.msg).toBe('ok');
  return res.body.data.id as string;
}

async function act(b: Backend, who: string, id: string, action: string, extra: Record<string, unknown> = {}) {
  await b.as(who);
  const res = await b.act(id, action, extra);
  expect([action, res.body.msg]).toEqual([action, 'ok']);
}

/** A store where the engine has done everything it can: every status, task status and history action. */
async function storeWithEverything(): Promise<Backend> {
  const b = await approvalBackend();
  const approved = await launch(b);
  await act(b, 'u-hr-head', approved, 'approve');
  await act(b, 'u-hr-1', approved, 'approve', { values: { leave_days: 4.5 } });
  await act(b, 'u-hr-head', await launch(b), 'reject', { comment: '人手不足' });
  await act(b, 'u-applicant', await launch(b), 'withdraw', { comment: '不请了' });
  const returned = await launch(b);
  await act(b, 'u-hr-head', returned, 'return', { nodeId: 'start', comment: '请补充证明' });
  await act(b, 'u-applicant', returned, 'resubmit', { values: { leave_days: 2 } });
  await act(b, 'u-applicant', returned, 'comment', { comment: '已补充' });
  const transferred = await launch(b);
  await act(b, 'u-hr-head', transferred, 'transfer', { to: 'u-hr-2', comment: '我出差' });
  await act(b, 'u-hr-head', await launch(b), 'addSigner', { to: 'u-ceo', position: 'before' });
  await act(b, 'u-hr-head', await launch(b), 'addSigner', { to: 'u-ceo', position: 'after' });
  const earlier = await launch(b);
  await act(b, 'u-hr-head', earlier, 'approve');
  await act(b, 'u-hr-1', earlier, 'return', { nodeId: 'n-dept-head' });
  // A draft holding the node types no seeded flow uses (延时).
  await b.store.write(async (tx) => {
    const model = await tx.models.get('model-leave');
    const design = await tx.designs.get(['model-leave', model!.publishedVersion]);
    const flow = design!.flow as unknown as { root: { next?: unknown } };
    const root = { ...flow.root, next: { id: 'n-wait', type: 'delay', name: '冷静期', props: { delay: { type: 'duration', minutes: 60 } }, next: flow.root.next } };
    await tx.designs.put({ ...design!, version: model!.publishedVersion + 1, flow: { ...flow, root } as never });
  });
  await withOutboundNodes(b);
  return b;
}

/** 出差's design gains a 触发器 and a 子流程 (issue 26) before its own nodes: every node type is in the store. */
async function withOutboundNodes(b: Backend): Promise<void> {
  await b.as('u-ceo');
  const design = (await b.get('/flow/workflow/get_model_design?modelId=model-trip')).body.data;
  const sub = { id: 'n-buy', type: 'subflow', name: '采购', props: { subflow: { flowId: 'model-purchase', fieldMap: {}, initiator: 'initiator', wait: false } }, next: design.flow.root.next };
  const trigger = { id: 'n-hook', type: 'trigger', name: '通知', props: { trigger: { type: 'http', method: 'POST', url: 'https://erp.example.com/x', body: {} } }, next: sub };
  const saved = await b.post('/flow/workflow/save_model_design', { ...design, flow: { ...design.flow, root: { ...design.flow.root, next: trigger } } });
  expect(saved.body.msg).toBe('ok');
}

const exported = async (b: Backend): Promise<DemoBackup> => ({ ...(await b.store.exportAll()), exportedAt: '' });

describe('the app\'s own export restores', () => {
  test('a store holding every status, every node type and every action exports and imports back, equal', async () => {
    const b = await storeWithEverything();
    const backup = await exported(b);
    type Row = { status: string; flowState?: { history: Array<{ action: string }>; tasks: Array<{ status: string }> } };
    const instances = backup.tables.instances as Row[];
    expect(new Set(instances.map((i) => i.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'withdrawn']));
    const actions = new Set(instances.flatMap((i) => i.flowState?.history.map((h) => h.action) ?? []));
    for (const action of ['submit', 'approve', 'reject', 'return', 'transfer', 'addSigner', 'withdraw', 'comment', 'cc', 'resubmit']) expect(actions).toContain(action);
    const taskStatuses = new Set(instances.flatMap((i) => i.flowState?.tasks.map((t) => t.status) ?? []));
    for (const status of ['open', 'waiting', 'approved', 'rejected', 'returned', 'transferred', 'cancelled']) expect(taskStatuses).toContain(status);
    const nodeTypes = new Set(JSON.stringify(backup.tables.designs).match(/"type":"(\w+)"/g)?.map((t) => t.slice(8, -1)));
    for (const type of ['start', ...addableNodeTypes().map((t) => t.type)]) expect(nodeTypes).toContain(type);

    await b.store.reset();
    await b.store.importAll(JSON.stringify(backup));
    expect(await exported(b)).toEqual(backup);
  });
});

describe('every record is read with the app\'s parsers; one bad record refuses the whole import', () => {
  let b: Backend;
  let good: DemoBackup;
  beforeAll(async () => { b = await approvalBackend(); good = await exported(b); });

  const withRecord = (table: string, index: number, change: (row: Record<string, unknown>) => unknown): string =>
    JSON.stringify({ ...good, tables: { ...good.tables, [table]: good.tables[table]!.map((row, i) => (i === index ? change(row as Record<string, unknown>) : row)) } });

  test.each([
    ['an instance whose flowState is "garbage"', 'instances', (r: Record<string, unknown>) => ({ ...r, flowState: 'garbage' }), DemoBackupMessages.badContent('instances', 1, 'flowState', '必须是对象')],
    ['an instance whose flowState has a task of an unknown status', 'instances', (r: Record<string, unknown>) => ({ ...r, flowState: { ...(r.flowState as object), tasks: [{ id: 't1', nodeId: 'n', userId: 'u', status: 'lost', kind: 'normal', round: 1 }] } }), DemoBackupMessages.badContent('instances', 1, 'flowState.tasks[0].status', '必须是 open、waiting、approved、auto、rejected、returned、transferred、cancelled 之一')],
    ['an instance whose values are not an object', 'instances', (r: Record<string, unknown>) => ({ ...r, values: 'x' }), DemoBackupMessages.badRecord('instances', 1, 'values')],
    ['a design whose form is not a form', 'designs', (r: Record<string, unknown>) => ({ ...r, form: { hello: 1 } }), undefined],
    ['a design whose flow has no start node', 'designs', (r: Record<string, unknown>) => ({ ...r, flow: { id: 'f', name: 'x' } }), undefined],
    ['a demo setting (meta) that is not one of the demo\'s', 'meta', (r: Record<string, unknown>) => ({ ...r, key: 0 }), DemoBackupMessages.badRecord('meta', 1, 'key')],
    ['an id counter that is not a number', 'meta', (r: Record<string, unknown>) => ({ ...r, value: 'many' }), DemoBackupMessages.badRecord('meta', 1, 'value')],
    ['a library form with a reserved control id', 'forms', (r: Record<string, unknown>) => ({ ...r, controls: [{ id: '__proto__', moduleId: 1, config: { title: 'x' }, props: {} }] }), undefined],
  ])('%s is refused, naming the record, and nothing changes', async (_name, table, change, message) => {
    const before = await b.store.exportAll();
    const text = withRecord(table, 1, change);
    const refused = await b.store.importAll(text).then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(DemoBackupError);
    if (message) expect((refused as Error).message).toBe(message);
    else expect((refused as Error).message).toMatch(new RegExp(`^导入失败：${table} 第 2 条记录的 \\S+ 不对：`));
    expect({ ...(await b.store.exportAll()), exportedAt: '' }).toEqual({ ...before, exportedAt: '' });
  });

  test('property: any accepted import exports back to itself (and a refused one changes nothing)', async () => {
    const tables = Object.keys(good.tables).filter((t) => good.tables[t]!.length > 0);
    const mutation = fc.record({
      table: fc.constantFrom(...tables),
      index: fc.nat(),
      path: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
    });
    await fc.assert(fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
      const backup = structuredClone(good) as DemoBackup;
      for (const { table, index, path, value } of mutations) mutate(backup.tables[table]!, index, path, value);
      const text = JSON.stringify(backup);
      const before = await b.store.exportAll();
      try {
        await b.store.importAll(text);
      } catch (error) {
        if (!(error instanceof DemoBackupError)) throw error;
        expect({ ...(await b.store.exportAll()), exportedAt: '' }).toEqual({ ...before, exportedAt: '' });
        return;
      }
      expect(inKeyOrder(await exported(b))).toEqual(inKeyOrder({ ...JSON.parse(text), exportedAt: '' }));
      await b.store.importAll(JSON.stringify(good));
    }), { numRuns: 30 });
  });
});

/** Every table's rows by primary key: the export lists them in key order, a file may hold them in any. */
function inKeyOrder(backup: DemoBackup): DemoBackup {
  const keyOf = (table: string, row: unknown) => {
    const { primaryKey } = tableLayout(table as TableName);
    return JSON.stringify((Array.isArray(primaryKey) ? primaryKey : [primaryKey]).map((k) => (row as Record<string, unknown>)[k]));
  };
  const tables = Object.fromEntries(Object.entries(backup.tables).map(([table, rows]) => [table, [...rows].sort((a, b) => (keyOf(table, a) < keyOf(table, b) ? -1 : 1))]));
  return { ...backup, tables };
}

/** Sets (or deletes, for undefined) the field reached by walking `path` (indices into the keys) from one record. */
function mutate(rows: unknown[], index: number, path: readonly number[], value: unknown): void {
  let holder = rows as unknown as Record<string, unknown>;
  let key: string = String(index % rows.length);
  for (const step of path) {
    const next = holder[key];
    if (typeof next !== 'object' || next === null) break;
    const keys = Object.keys(next);
    if (keys.length === 0) break;
    holder = next as Record<string, unknown>;
    key = keys[step % keys.length]!;
  }
  if (value === undefined && !Array.isArray(holder)) delete holder[key];
  else holder[key] = value ?? null;
}
