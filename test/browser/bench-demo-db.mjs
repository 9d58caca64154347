// `npm run bench:demo-db`: the demo backend's store (Dexie/IndexedDB, issue 15) in headless Chromium with 1,000
// and 10,000 instances (`?seed=N`). Times, inside the page, the call as the app makes it (fetch → MSW worker →
// handler → IndexedDB → response): the first page of 待我审批, an approve, a submission. Median of RUNS each.
// Targets: list page < 50 ms, approve < 30 ms, and each figure at 10,000 within 2× of the one at 1,000.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startSession, waitForApp } from './harness.mjs';

const DIST = process.env.DIST_DIR ?? 'dist-demo';
const SIZES = [1000, 10000];
const RUNS = 25;

if (!fs.existsSync(path.join(repoRoot, DIST, 'index.html'))) {
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${DIST}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const session = await startSession({ dist: DIST });
const results = {};
try {
  for (const size of SIZES) {
    const page = await session.newPage();
    await page.goto(`${session.baseUrl}/?seed=${size}`);
    await waitForApp(page);
    results[size] = await page.evaluate(async (runs) => {
      const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
      const post = (p, body, key) => fetch(p, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
      const timed = async (action) => { const t0 = performance.now(); await action(); return performance.now() - t0; };
      await post('/__demo/identity', { identity: 'approver' });
      const total = (await (await fetch('/flow/workflow/instance/get_my_instances?page=0&pageSize=1')).json()).data.total;
      const listUrl = '/flow/workflow/instance/get_work_instances?kind=todo&page=0&pageSize=10';
      for (let i = 0; i < 3; i++) await fetch(listUrl).then((r) => r.json());
      const list = [];
      for (let i = 0; i < runs; i++) list.push(await timed(() => fetch(listUrl).then((r) => r.json())));
      const todo = (await (await fetch(`/flow/workflow/instance/get_work_instances?kind=todo&page=0&pageSize=${runs}`)).json()).data;
      const approve = [];
      for (const item of todo.list) approve.push(await timed(() => post('/flow/workflow/instance/approve', { instanceId: item.id, action: 'approve', comment: '同意' }, `bench-approve-${item.id}`)));
      const submit = [];
      for (let i = 0; i < runs; i++) submit.push(await timed(() => post('/flow/workflow/add_instance', { modelId: 'model-leave', values: { leave_type: 1, leave_range: ['2026-12-01 09:00', '2026-12-02 18:00'], leave_reason: `bench ${i}` } }, `bench-submit-${Date.now()}-${i}`)));
      return { instances: total, openTasks: todo.total, list: median(list), approve: median(approve), submit: median(submit) };
    }, RUNS);
    await page.close();
  }
} finally {
  await session.close();
}

const [small, large] = SIZES.map((s) => results[s]);
const row = (name, key, target) => `| ${name} | ${small[key].toFixed(1)} ms | ${large[key].toFixed(1)} ms | ${(large[key] / small[key]).toFixed(2)}× | ${target} |`;
console.log(`the approver's own instances: ${small.instances} / ${large.instances}; open tasks of the approver (待我审批 total): ${small.openTasks} / ${large.openTasks}`);
console.log('| Figure (median) | 1,000 instances | 10,000 instances | 10k / 1k | Target |');
console.log('|---|---|---|---|---|');
console.log(row('first page of 待我审批 (10 rows + total)', 'list', '< 50 ms, ≤ 2×'));
console.log(row('approve', 'approve', '< 30 ms, ≤ 2×'));
console.log(row('submission', 'submit', '≤ 2×'));
const ok = large.list < 50 && large.approve < 30 && ['list', 'approve', 'submit'].every((k) => large[k] / small[k] <= 2);
console.log(ok ? 'targets met' : 'TARGETS MISSED');
process.exitCode = ok ? 0 : 1;
