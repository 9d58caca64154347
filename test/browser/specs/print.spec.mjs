// Issue 19: printing. A leave instance with a 60-row reimbursement table, set up through the demo backend's
// HTTP API, printed through Chromium's page.pdf() on the print route and read back with pdftotext
// (Debian poppler-utils); the isPDF file with the approver's signature as a picture (pdfimages); the 403 / 404
// pages; the designer's 打印设置 tab.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSession, waitForApp, screenshotDir } from '../harness.mjs';
import { dayFromToday } from '../leave-dates.mjs';

let session;
let page;
let instanceId;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'print-spec-'));

/** Calls the demo backend from the page (answered by its service worker), returning the envelope's data. */
async function call(method, url, body) {
  return page.evaluate(async ({ method, url, body }) => {
    const response = await fetch(url, {
      method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (json.code !== 0) throw new Error(`${url}: ${json.msg}`);
    return json.data;
  }, { method, url, body });
}

/** A drawn signature as the pad sends it: a PNG data URL (one dark dot). */
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The images a PDF draws, as poppler's pdfimages lists them (a PNG's transparency is a further smask line). */
function pdfImages(file) {
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
}

function pdfText(file) {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The share of a PDF page's pixels in the screen backdrop's grey (#f0f2f5 ≈ 241 in grey), rendered by pdftoppm. */
function greyShare(file, pageNo) {
  const out = path.join(tmp, `page-${pageNo}`);
  execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', String(pageNo), '-l', String(pageNo), '-singlefile', file, out]);
  const pgm = fs.readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  const pixels = pgm.subarray(header[0].length);
  let grey = 0;
  for (const v of pixels) if (v >= 238 && v <= 243) grey += 1;
  return grey / pixels.length;
}

const ROWS = 60;

before(async () => {
  session = await startSession();
  fs.mkdirSync(screenshotDir, { recursive: true });
  page = await session.newPage();
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
  // The leave flow gets a reimbursement table and a template; a control with 参与打印 off stays on the form.
  // 陈志远 (系统管理员) changes the design (issue 25); 张三 then applies.
  await call('POST', '/__demo/identity', { userId: 'u-ceo' });
  const design = await call('GET', '/flow/workflow/get_model_design?modelId=model-leave');
  const table = {
    id: 'leave_costs', moduleId: 15, name: '表格', icon: 'table', componentType: 'Table', store: {},
    config: { title: '报销明细', required: false, hidden: false, width: 100, isPrint: true },
    props: { value: [], showSummary: true, summaryColumns: ['leave_costs_amount'] },
    children: [
      { id: 'leave_costs_item', moduleId: 1, name: '单行文本', icon: 'text', componentType: 'Input', store: {}, config: { title: '费用项目', isPrint: true }, props: { isTableField: true, tableId: 'leave_costs' }, colProps: { width: 160, fixed: 'none', isMinWidth: false } },
      { id: 'leave_costs_amount', moduleId: 6, name: '数字', icon: 'number', componentType: 'InputNumber', store: {}, config: { title: '金额', isPrint: true }, props: { isTableField: true, tableId: 'leave_costs', isAllowDecimal: true, decimalNum: 2 }, colProps: { width: 100, fixed: 'none', isMinWidth: false } },
    ],
  };
  const controls = design.form.controls.map((c) => (c.id === 'leave_phone' ? { ...c, config: { ...c.config, isPrint: false } } : c));
  controls.splice(controls.findIndex((c) => c.id === 'leave_print'), 0, table);
  const { version } = await call('POST', '/flow/workflow/save_model_design', {
    ...design, form: { ...design.form, controls },
    settings: { ...design.settings, print: { watermark: '内部资料', systemFields: ['applicant', 'department', 'serialNumber', 'status', 'printedBy'] } },
  });
  // Applicants launch the published design: publish the saved one (应用发布).
  await call('POST', '/flow/workflow/apply', { modelId: 'model-leave', version });
  await call('POST', '/__demo/identity', { userId: 'u-applicant' });
  const rows = Array.from({ length: ROWS }, (_, i) => [`差旅费用第${i + 1}项`, `${i + 1}.25`]);
  ({ id: instanceId } = await call('POST', '/flow/workflow/add_instance', {
    modelId: 'model-leave',
    values: { leave_type: 1, leave_range: [`${dayFromToday(3)} 09:00`, `${dayFromToday(5)} 18:00`], leave_days: 3, leave_reason: '回老家探亲', leave_phone: '13912345678', leave_costs: rows },
  }));
  // A 3-day leave of 张三 goes to her direct supervisor, 周敏 (issue 17's flows).
  await call('POST', '/__demo/identity', { userId: 'u-hr-head' });
  // Issue 27: 周敏 signs her 同意 (a drawn signature, stored by the backend as an image file).
  await call('POST', '/flow/workflow/instance/action', { instanceId, action: 'approve', comment: '情况属实，同意报销', signature: SIGNATURE });
});
after(async () => { await session?.close(); });

test('printing a leave instance with a 60-row table: every value, the header row on each page, page X of Y, the record', async () => {
  await page.goto(`${session.baseUrl}/print/${instanceId}`);
  await page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 30000 });
  await page.screenshot({ path: path.join(screenshotDir, 'print-view.png') });
  const file = path.join(tmp, 'print.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const text = pdfText(file);
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  assert.ok(pages.length >= 2, `expected several pages, got ${pages.length}`);
  // Issue 32 item 10: printed with backgrounds on, no grey block below the table (the screen's #f0f2f5
  // backdrop), and the watermark lies under the sheet's text.
  const grey = greyShare(file, pages.length);
  assert.ok(grey < 0.01, `share of backdrop-grey pixels on the last page: ${grey}`);
  await page.emulateMedia({ media: 'print' });
  const layers = await page.evaluate(() => ({
    mark: Number(getComputedStyle(document.querySelector('.print-watermark')).zIndex),
    table: Number(getComputedStyle(document.querySelector('.print-sheet > table')).zIndex),
  }));
  await page.emulateMedia({ media: null });
  assert.ok(layers.mark < layers.table, `watermark under the text: ${JSON.stringify(layers)}`);
  for (let i = 1; i <= ROWS; i += 1) assert.match(text, new RegExp(`差旅费用第${i}项\\s+${i}\\.25`));
  assert.match(text, /总计：1845/); // 1 + … + 60 = 1830, plus 60 × 0.25
  pages.forEach((p, i) => {
    if (i > 0 && !p.includes('差旅费用第')) return; // the record may run onto a page of its own
    assert.match(p, /费用项目\s+金额/, `header row on page ${i + 1}`);
  });
  pages.forEach((p, i) => assert.match(p, new RegExp(`第\\s*${i + 1}\\s*页\\s*/\\s*共\\s*${pages.length}\\s*页`), `footer on page ${i + 1}`));
  for (const value of ['请假', '年假', `${dayFromToday(3)} 09:00 至 ${dayFromToday(5)} 18:00`, '回老家探亲', '张三', '行政部', '已通过', '打印人', '周敏']) {
    assert.ok(text.includes(value), `missing ${value}`);
  }
  assert.match(text, /直属主管\s+周敏\s+已同意\s+情况属实，同意报销/);
  // 紧急联系电话 had 参与打印 switched off.
  assert.ok(!text.includes('13912345678') && !text.includes('紧急联系电话'));
  assert.deepEqual(page.errors, []);
});

test('with isPDF the print view saves 流程名称-编号.pdf whose Chinese text is extractable', async () => {
  const download = page.waitForEvent('download', { timeout: 60000 });
  await page.goto(`${session.baseUrl}/flowMyFormPreview/print?instanceId=${encodeURIComponent(instanceId)}&printType=1&isPDF=1`);
  const saved = await download;
  assert.equal(saved.suggestedFilename(), `请假-${instanceId}.pdf`);
  const file = path.join(tmp, 'saved.pdf');
  await saved.saveAs(file);
  const text = pdfText(file);
  assert.match(text, /请假/);
  assert.match(text, /差旅费用第60项\s+60\.25/);
  assert.match(text, /总计：1845/);
  assert.match(text, /第\s*1\s*页\s*\/\s*共\s*\d+\s*页/);
  assert.ok(!text.includes('13912345678'));
  // 周敏's signature prints as its picture beside her comment, not as words.
  assert.equal(pdfImages(file), 1);
  assert.ok(!text.includes('已手写签名'));
  fs.copyFileSync(file, path.join(screenshotDir, 'print-saved.pdf'));
  assert.deepEqual(page.errors, []);
});

test('an instance that does not exist gets the 404 page, never a blank sheet', async () => {
  await page.goto(`${session.baseUrl}/print/no-such-instance`);
  await page.getByText('抱歉，您访问的页面不存在。').waitFor({ timeout: 30000 });
  assert.equal(await page.locator('.print-sheet').count(), 0);
  // The browser logs the expected 404 answer; nothing else went wrong.
  assert.ok(page.errors.every((e) => e.includes('404') && e.includes('get_instance')), page.errors.join('\n'));
  page.errors.length = 0;
});

test('a user with no part in the instance gets the 403 page (无权访问), an unknown id the 404 page: never a blank sheet', async () => {
  // 王五 (销售部) is not its applicant, approver, cc recipient, the leave flow's admin or a system admin.
  await call('POST', '/__demo/identity', { userId: 'u-wangwu' });
  try {
    await page.goto(`${session.baseUrl}/print/${instanceId}`);
    await page.getByText('抱歉，您无权访问此页面。').waitFor({ timeout: 30000 });
    assert.equal(await page.locator('.ant-result-title').innerText(), '403');
    assert.equal(await page.locator('.print-sheet').count(), 0);
    await page.screenshot({ path: path.join(screenshotDir, 'print-403.png') });
    await page.goto(`${session.baseUrl}/print/no-such-instance`);
    await page.getByText('抱歉，您访问的页面不存在。').waitFor({ timeout: 30000 });
    assert.equal(await page.locator('.ant-result-title').innerText(), '404');
    assert.equal(await page.locator('.print-sheet').count(), 0);
    // The browser logs the expected 403 / 404 answers of get_instance; nothing else went wrong.
    assert.ok(page.errors.every((e) => /40[34]/.test(e) && e.includes('get_instance')), page.errors.join('\n'));
    page.errors.length = 0;
  } finally {
    await call('POST', '/__demo/identity', { identity: 'applicant' });
  }
});

test('打印设置: a template change shows in the live preview and is saved with the design', async () => {
  await call('POST', '/__demo/identity', { userId: 'u-ceo' }); // print settings are an administrator's (issue 25)
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${session.baseUrl}/flow-set/model-leave/printing`);
  await page.locator('.print-settings-preview .print-sheet').waitFor({ timeout: 30000 });
  // Issue 32 item 12: at 1400 px the A4 preview beside the form was cut off on the right; it now fits its pane.
  const fit = await page.evaluate(() => {
    const pane = document.querySelector('.print-settings-preview').getBoundingClientRect();
    const paper = document.querySelector('.print-settings-preview .print-paper').getBoundingClientRect();
    return { paneRight: pane.right, paperRight: paper.right, paperLeft: paper.left, paneLeft: pane.left };
  });
  assert.ok(fit.paperRight <= fit.paneRight && fit.paperLeft >= fit.paneLeft, `the paper fits the preview pane: ${JSON.stringify(fit)}`);
  await page.getByLabel('打印标题').fill('请假审批单');
  await page.locator('.print-settings-preview .print-sheet-title', { hasText: '请假审批单' }).waitFor();
  await page.getByLabel('转换为 PDF').click();
  await page.screenshot({ path: path.join(screenshotDir, 'print-settings.png') });
  await page.locator('.print-settings-form').getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已保存').first().waitFor({ timeout: 20000 });
  const design = await call('GET', '/flow/workflow/get_model_design?modelId=model-leave');
  assert.equal(design.settings.print.title, '请假审批单');
  assert.equal(design.settings.isPDF, true);
  assert.deepEqual(page.errors, []);
});
