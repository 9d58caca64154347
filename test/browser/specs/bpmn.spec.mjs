// Issue 28: 应用发布 → 导出 BPMN downloads the seeded leave flow as a Camunda 8 file named after the flow, and
// 查看 BPMN 图 draws that export with bpmn-js: every shape of the file, every node of the flow designer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir } from '../harness.mjs';

const MODEL = 'model-leave';
let session;
let page;

before(async () => {
  session = await startSession();
  // Issue 25: the designer is an administrator's; the tab opens as 陈志远 (系统管理员).
  page = await session.newPage({ as: SYSTEM_ADMIN });
});
after(async () => { await session?.close(); });

async function openTab(tab) {
  await page.goto(`${session.baseUrl}/flow-set/${MODEL}/${tab}`);
  await waitForApp(page);
}

test('导出 BPMN downloads the seeded leave flow for Camunda 8; 查看 BPMN 图 draws every node of it', async () => {
  await openTab('flowEditor');
  await page.getByTestId('flow-canvas').waitFor({ timeout: 30000 });
  const nodeIds = await page.locator('[data-node-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')));
  assert.ok(nodeIds.length >= 4, `the seeded leave flow shows its nodes (${nodeIds.join(', ')})`);

  await openTab('appPublish');
  const card = page.getByTestId('bpmn-export');
  await card.waitFor({ timeout: 30000 });
  const flowName = await page.getByLabel('流程名称').inputValue();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: '导出 BPMN' }).click()]);
  assert.equal(download.suggestedFilename(), `${flowName}-camunda8.bpmn`);
  const xml = fs.readFileSync(await download.path(), 'utf8');
  assert.match(xml, /xmlns:zeebe="http:\/\/camunda.org\/schema\/zeebe\/1.0"/);
  for (const id of nodeIds) assert.match(xml, new RegExp(`<bpmn:\\w+ id="${id}"`), `node ${id} is in the file`);
  const shapesInFile = (xml.match(/<bpmndi:BPMNShape /g) ?? []).length;
  const edgesInFile = (xml.match(/<bpmndi:BPMNEdge /g) ?? []).length;

  await card.getByRole('button', { name: '查看 BPMN 图' }).click();
  const dialog = page.getByRole('dialog', { name: 'BPMN 图' });
  const diagram = dialog.getByTestId('bpmn-diagram');
  await diagram.locator('.djs-shape').first().waitFor({ timeout: 30000 });
  // Let the modal's zoom animation end before counting and looking.
  await page.waitForTimeout(600);
  // bpmn-js draws the external labels of events, gateways and named flows as shapes of their own (<id>_label).
  const shapes = diagram.locator('.djs-shape:not([data-element-id$="_label"])');
  assert.equal(await shapes.count(), shapesInFile, 'every shape of the file is drawn');
  assert.equal(await diagram.locator('.djs-connection').count(), edgesInFile, 'every sequence flow is drawn');
  for (const id of nodeIds) {
    assert.equal(await diagram.locator(`.djs-element[data-element-id="${id}"]`).count(), 1, `node ${id} is drawn`);
  }
  // Drawn inside the dialog at a readable size, not collapsed to nothing.
  const box = await shapes.first().boundingBox();
  assert.ok(box && box.width > 20 && box.height > 20, `a shape has a visible size (${JSON.stringify(box)})`);
  await page.screenshot({ path: path.join(screenshotDir, 'bpmn-diagram.png') });
  assert.deepEqual(page.errors, []);
});

// Issue 38: 导入 BPMN reads and converts the file in a worker: the exported flow reads back (可以导入), a
// 10,000-task file is refused in Chinese, and the page stays responsive meanwhile.
test('导入 BPMN reads the file in a worker: an exported flow can be imported, a 10,000-task file is refused', async () => {
  await openTab('appPublish');
  const card = page.getByTestId('bpmn-export');
  await card.waitFor({ timeout: 30000 });
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: '导出 BPMN' }).click()]);
  const exported = fs.readFileSync(await download.path(), 'utf8');
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto(`${session.baseUrl}/flowManage`);
  await waitForApp(page);
  await page.getByRole('button', { name: '导入 BPMN' }).click();
  const dialog = page.getByRole('dialog', { name: '导入 BPMN' });
  const input = dialog.getByLabel('选择 BPMN 文件');
  await input.setInputFiles({ name: 'leave.bpmn', mimeType: 'application/xml', buffer: Buffer.from(exported) });
  await dialog.getByText('「leave.bpmn」可以导入').waitFor({ timeout: 30000 });

  const tasks = Array.from({ length: 10000 }, (_, i) => `<bpmn:userTask id="t${i}" /><bpmn:sequenceFlow id="f${i}" sourceRef="${i === 0 ? 's' : `t${i - 1}`}" targetRef="t${i}" />`).join('');
  const huge = `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="p"><bpmn:startEvent id="s" />${tasks}</bpmn:process></bpmn:definitions>`;
  await input.setInputFiles({ name: 'huge.bpmn', mimeType: 'application/xml', buffer: Buffer.from(huge) });
  await dialog.getByText('「huge.bpmn」不能导入为流程').waitFor({ timeout: 30000 });
  assert.match(await dialog.getByTestId('bpmn-problems').innerText(), /BPMN 流程最多 2000 个节点/);
  assert.ok(workers.some((url) => /bpmn/.test(url) || url.startsWith('blob:') || url.endsWith('.js')), `the import ran in a worker (${workers.join(', ')})`);
  assert.deepEqual(page.errors, []);
});
