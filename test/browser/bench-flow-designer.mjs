// `npm run bench:flow-designer`: the flow designer with a flow of 200 nodes (30 condition groups) in headless
// Chromium. Prints the median time to open it (navigation → every card drawn), to edit a node's name (input
// event in the drawer → the card shows the new name) and to add a node ("+" menu click → the new card in the
// DOM). Targets: edit < 16 ms, add < 100 ms. Uses the demo bundle in $DIST_DIR (default dist-demo), building
// it first when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startSession, waitForApp } from './harness.mjs';

const DIST = process.env.DIST_DIR ?? 'dist-demo';
const MODEL = 'model-leave';
const GROUPS = 30;
const NODES = 200;
const OPENS = 3;
const EDITS = 30;
const ADDS = 10;

if (!fs.existsSync(path.join(repoRoot, DIST, 'index.html'))) {
  const r = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'profile=demo', '--env', `outDir=${DIST}`], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** 200 nodes: 30 condition groups (each: 2 approvers on 请假天数 > n, 1 on 其他情况) between approvers and ccs. */
function bigFlow() {
  let count = 0;
  const approver = (i) => ({ id: `a${i}`, type: i % 5 === 0 ? 'cc' : 'approver', name: `节点${i}`, props: { assignee: { type: 'supervisor', level: 1 + (i % 3) } } });
  const chain = (nodes) => nodes.reduceRight((next, node) => (next ? { ...node, next } : node), undefined);
  const main = [];
  for (let g = 0; g < GROUPS; g++) {
    const group = {
      id: `g${g}`, type: 'condition', name: `条件${g}`, props: {},
      branches: [
        { id: `g${g}b1`, name: `超过${g}天`, priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: g }]], next: chain([approver(++count), approver(++count)]) },
        { id: `g${g}b2`, name: '其他情况', priority: 2, default: true, conditions: [], next: chain([approver(++count)]) },
      ],
    };
    count++; // the group itself
    main.push(group);
    if (count < NODES) main.push(approver(++count));
  }
  while (count < NODES) main.push(approver(++count));
  return { id: 'flow-bench', name: '性能测试流程', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: chain(main) } };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cardCount = () => document.querySelectorAll('.flow-card, .flow-branch-card').length;

const session = await startSession({ dist: DIST });
try {
  const page = await session.newPage();
  await page.goto(`${session.baseUrl}/flow-set/${MODEL}/flowEditor`);
  await waitForApp(page);
  await page.getByTestId('flow-canvas').waitFor({ timeout: 30000 });
  // Store the big flow as the model's design (through the demo backend, as a save would).
  // (As JSON text: the nested chain is deeper than what page.evaluate passes as an object.)
  await page.evaluate(async ({ modelId, flowJson }) => {
    const design = (await (await fetch(`/flow/workflow/get_model_design?modelId=${modelId}`)).json()).data;
    const saved = await fetch('/flow/workflow/save_model_design', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...design, flow: JSON.parse(flowJson) }),
    });
    if (!saved.ok) throw new Error(`save failed ${saved.status}`);
  }, { modelId: MODEL, flowJson: JSON.stringify(bigFlow()) });

  // Open: a fresh page load of the tab until every card (200 nodes' cards and 60 branch cards) is drawn.
  const expected = NODES - GROUPS + 1 + GROUPS * 2;
  const opens = [];
  for (let i = 0; i < OPENS; i++) {
    await page.goto(`${session.baseUrl}/flow-set/${MODEL}/flowEditor`);
    await page.waitForFunction((n) => document.querySelectorAll('.flow-card, .flow-branch-card').length >= n, expected, { timeout: 60000 });
    opens.push(await page.evaluate(() => performance.now()));
  }
  const drawn = await page.evaluate(cardCount);

  // Edit: the drawer of a node deep in the tree; type into its name.
  const target = page.locator('[data-node-id="a150"]');
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await page.getByLabel('节点名称').waitFor();
  const edits = await page.evaluate(async (n) => {
    const input = document.querySelector('input[aria-label="节点名称"]');
    const title = () => document.querySelector('[data-node-id="a150"] [data-testid="flow-card-title"]').textContent;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let i = 0; i < n; i++) {
      const text = `节点150-${i}`;
      const t0 = performance.now();
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      while (title() !== text) await new Promise((r) => requestAnimationFrame(r));
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times;
  }, EDITS);
  await page.locator('.ant-drawer-close').click();
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));

  // Add: a cc after a node in the middle ("+" → 抄送人), from the menu click to the new card.
  const adds = [];
  const middle = await page.evaluate((n) => [...document.querySelectorAll('.flow-card[data-node-id^="a"]')].map((e) => e.dataset.nodeId).slice(100, 100 + n), ADDS);
  for (let i = 0; i < ADDS; i++) {
    const plus = page.locator(`[data-node-id="${middle[i]}"]`).locator('xpath=following-sibling::div[contains(@class,"flow-line")][1]').locator('.flow-add');
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    const item = page.getByRole('menuitem', { name: '抄送人' });
    await item.waitFor();
    await page.evaluate(() => {
      const before = document.querySelectorAll('.flow-card').length;
      window.__added = new Promise((resolve) => {
        let t0 = 0;
        document.addEventListener('click', () => { t0 = performance.now(); }, { capture: true, once: true });
        const check = () => (document.querySelectorAll('.flow-card').length > before ? resolve(performance.now() - t0) : requestAnimationFrame(check));
        const observer = new MutationObserver(() => {
          if (t0 && document.querySelectorAll('.flow-card').length > before) { observer.disconnect(); resolve(performance.now() - t0); }
        });
        observer.observe(document.querySelector('.flow-tree'), { childList: true, subtree: true });
        void check;
      });
    });
    await item.click();
    adds.push(await page.evaluate(() => window.__added));
    // The new cc's drawer opened: close it.
    await page.locator('.ant-drawer-close').click();
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
  }

  console.log(`flow designer bench, ${NODES} nodes in ${GROUPS} condition groups, ${drawn} cards (headless Chromium, ${DIST})`);
  console.log(`open:       median ${median(opens).toFixed(0)} ms over ${OPENS} page loads (navigation → every card drawn)`);
  console.log(`name edit:  median ${median(edits).toFixed(1)} ms over ${EDITS} edits (input → card shows the name; target < 16 ms)`);
  console.log(`add a node: median ${median(adds).toFixed(1)} ms over ${ADDS} adds (menu click → new card; target < 100 ms)`);
  if (page.errors.length) console.log('console errors:', page.errors.slice(0, 5));
} finally {
  await session.close();
}
