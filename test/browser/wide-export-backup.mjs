// A demo backup shaped as issue 30's export target: the large seed (`npm run demo:seed`) whose four generated
// flows each get 15 more fields (text, number, date, choice, cloned from the seed's own controls) and a 3-column
// detail table (明细, cloned from 报销's 费用明细) of 5 rows in every generated instance: ~20 fields a row.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './harness.mjs';

const GENERATED_MODELS = ['model-leave', 'model-trip', 'model-expense', 'model-purchase'];
export const EXTRA_FIELDS = 15;
export const TABLE_ROWS = 5;
const TABLE_ID = 'bench_items';

const clone = (x) => JSON.parse(JSON.stringify(x));

/** The seed's controls the extra ones are copied from: 单行输入, 数字, 日期, 下拉框 and the 费用明细 table. */
function templatesOf(designs) {
  const control = (modelId, id) => designs.find((d) => d.modelId === modelId).form.controls.find((c) => c.id === id);
  return {
    kinds: [control('model-expense', 'expense_title'), control('model-expense', 'expense_advance'), control('model-trip', 'trip_start'), control('model-leave', 'leave_type')],
    table: control('model-expense', 'expense_items'),
  };
}

function extraControls({ kinds, table }) {
  const fields = Array.from({ length: EXTRA_FIELDS }, (_, i) => ({ ...clone(kinds[i % kinds.length]), id: `bench_f${i}`, config: { ...kinds[i % kinds.length].config, title: `字段${i + 1}`, required: false } }));
  const items = clone(table);
  items.id = TABLE_ID;
  items.config.title = '明细';
  items.children = items.children.map((c) => ({ ...c, id: c.id.replace('expense_items', TABLE_ID), props: { ...c.props, tableId: TABLE_ID } }));
  items.props.summaryColumns = items.props.summaryColumns.map((id) => id.replace('expense_items', TABLE_ID));
  return [...fields, items];
}

function extraValues(n) {
  const values = {};
  for (let i = 0; i < EXTRA_FIELDS; i++) {
    const kind = i % 4;
    values[`bench_f${i}`] = kind === 0 ? `文本 ${n}-${i}` : kind === 1 ? n + i / 10 : kind === 2 ? '2025-04-01' : (n % 4) + 1;
  }
  values[TABLE_ID] = Array.from({ length: TABLE_ROWS }, (_, r) => [(r % 4) + 1, String(100 + r), `第 ${r + 1} 行`]);
  return values;
}

/** The backup file's text for `count` instances (the seed's own plus generated ones). */
export function wideBackup(count) {
  const r = spawnSync(process.execPath, ['-r', '@swc/register', 'adapters/demo/seed/large-seed-cli.ts', String(count)], { cwd: repoRoot, maxBuffer: 2 ** 30, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`demo:seed failed: ${r.stderr}`);
  const backup = JSON.parse(r.stdout);
  const { designs, instances } = backup.tables;
  const extra = extraControls(templatesOf(designs));
  for (const design of designs) {
    if (GENERATED_MODELS.includes(design.modelId)) design.form.controls.push(...clone(extra));
  }
  for (const [n, row] of instances.entries()) {
    if (!row.id.startsWith('gen-')) continue;
    const values = extraValues(n);
    Object.assign(row.values, values);
    if (row.flowState) Object.assign(row.flowState.values, values);
  }
  return JSON.stringify(backup);
}
