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
