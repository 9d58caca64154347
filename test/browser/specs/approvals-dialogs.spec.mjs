// Issue 8: the OCR reject dialog's every rule, and the per-flow notification mode dialog, on the demo.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { startSession, waitForApp, screenshotDir } from '../harness.mjs';

// A 4×4 PNG in three colours, so the thumbnails can be told apart on the screenshot.
const PNG = (r, g, b) => {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (buf) => { let c = 0xffffffff; for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(4, 0); ihdr.writeUInt32BE(4, 4); ihdr[8] = 8; ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(4).fill([r, g, b]).flat())]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(Array(4).fill(row)))), chunk('IEND', Buffer.alloc(0))]);
};

let session;
let page;
before(async () => {
  session = await startSession();
  fs.mkdirSync(screenshotDir, { recursive: true });
  page = await session.newPage();
});
after(async () => { await session?.close(); });

const shot = (name) => page.screenshot({ path: path.join(screenshotDir, `approvals-${name}.png`) });
const dialog = () => page.locator('.ocr-reject-dialog');
const submitButton = () => dialog().locator('.ant-modal-footer .ant-btn-primary');
const warning = () => dialog().locator('.reject-warning');
const imageNames = () => dialog().locator('.reject-image img').evaluateAll((imgs) => imgs.map((i) => i.alt));

async function openOcrResult() {
  await page.goto(`${session.baseUrl}/ocr`);
  await waitForApp(page);
  await page.locator('.ocr-image-url').fill('https://img.example.com/question-1.png');
  await page.locator('.ocr-recognise').click();
  await page.locator('.ocr-text').waitFor();
}

async function openDialog() {
  await page.locator('.ocr-reject-open').click();
  await dialog().locator('textarea[aria-label="问题描述"]').waitFor();
}

async function chooseType(label) {
  await dialog().locator('.reject-type').click();
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: label }).click();
}

test('/ocr shows the recognition result, and the reject dialog opens from it', async () => {
  await openOcrResult();
  assert.match(await page.locator('.ocr-text').innerText(), /示例识别结果/);
  await openDialog();
  assert.equal(await dialog().locator('.ant-modal-title').innerText(), '识别问题反馈');
});

test('problem type required: 请填写问题类型, shown for 1.5 s', async () => {
  await submitButton().click();
  await warning().waitFor();
  const shownAt = Date.now();
  assert.equal(await warning().innerText(), '请填写问题类型');
  await warning().waitFor({ state: 'detached', timeout: 4000 });
  const shownFor = Date.now() - shownAt;
  assert.ok(shownFor >= 1200 && shownFor <= 2500, `the warning was shown for ${shownFor} ms`);
});

test('reason text not blank (识别问题内容不能为空) and at most 800 characters', async () => {
  await chooseType('漏识别');
  await dialog().locator('textarea[aria-label="问题描述"]').fill('   ');
  await submitButton().click();
  assert.equal(await warning().innerText(), '识别问题内容不能为空');
  await dialog().locator('textarea[aria-label="问题描述"]').fill('字'.repeat(801));
  await submitButton().click();
  await warning().filter({ hasText: '问题内容最多800个字符' }).waitFor();
  assert.match(await dialog().locator('.ant-input-data-count, .ant-input-show-count-suffix').first().innerText(), /801 \/ 800/);
});

test('images can be reordered by dragging, and are deleted only after "confirm delete this image?"', async () => {
  await dialog().locator('.reject-upload input[type=file]').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: PNG(230, 40, 40) },
    { name: 'green.png', mimeType: 'image/png', buffer: PNG(40, 180, 60) },
    { name: 'blue.png', mimeType: 'image/png', buffer: PNG(40, 90, 230) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.ocr-reject-dialog .reject-image img').length === 3);
  assert.deepEqual(await imageNames(), ['red.png', 'green.png', 'blue.png']);
  // Drag the third image onto the first.
  const from = await dialog().locator('.reject-image-handle').nth(2).boundingBox();
  const to = await dialog().locator('.reject-image-handle').nth(0).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x - from.x) * i) / 10, from.y + from.height / 2, { steps: 2 });
  }
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('.ocr-reject-dialog .reject-image img')?.alt === 'blue.png');
  assert.deepEqual(await imageNames(), ['blue.png', 'red.png', 'green.png']);
  await shot('ocr-reject-dialog');

  // Delete: the confirmation first; 取消 keeps the image, 删除 removes it.
  await dialog().locator('.reject-image-delete').nth(1).click();
  const confirm = page.locator('.ant-popconfirm', { hasText: '确认删除该图片吗？' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  assert.deepEqual(await imageNames(), ['blue.png', 'red.png', 'green.png']);
  await dialog().locator('.reject-image-delete').nth(1).click();
  await page.locator('.ant-popconfirm:visible', { hasText: '确认删除该图片吗？' }).getByRole('button', { name: /删\s*除/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('.ocr-reject-dialog .reject-image').length === 2);
  assert.deepEqual(await imageNames(), ['blue.png', 'green.png']);
});

test('text and type reset on close; files cleared on open', async () => {
  await dialog().locator('textarea[aria-label="问题描述"]').fill('公式识别不全');
  await dialog().locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await dialog().waitFor({ state: 'hidden' });
  await openDialog();
  assert.equal(await dialog().locator('textarea[aria-label="问题描述"]').inputValue(), '');
  assert.equal(await dialog().locator('.reject-type .ant-select-selection-item').count(), 0);
  assert.equal(await dialog().locator('.reject-image').count(), 0);
});

test('a valid report is sent through the OCR port with the images in their dragged order', async () => {
  const sent = new Promise((resolve) => {
    page.on('request', (request) => { if (request.url().includes('/ocr_problem')) resolve({ method: request.method(), url: request.url(), body: request.postDataJSON() }); });
  });
  await chooseType('文字识别错误');
  await dialog().locator('textarea[aria-label="问题描述"]').fill('第 2 行的 3 应为 8');
  await dialog().locator('.reject-upload input[type=file]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG(10, 10, 10) },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG(200, 200, 200) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.ocr-reject-dialog .reject-image img').length === 2);
  await submitButton().click();
  await page.getByText('问题已提交').waitFor();
  await dialog().waitFor({ state: 'hidden' });
  const request = await sent;
  assert.equal(request.method, 'PUT');
  assert.match(request.url, /\/bzp_api\/v3\/questions\/q-1001\/ocr_problem$/);
  assert.deepEqual(request.body.ocrProblem, { code: 1, text: '第 2 行的 3 应为 8' });
  assert.equal(request.body.type, 1);
  assert.equal(request.body.screen_shot_imgs.length, 2);
  assert.equal(request.body.ocr_url, 'https://img.example.com/question-1.png');
  assert.equal(request.body.subject, '数学');
});

test('notification mode: 99 when none is stored, set and read back, 10 seeded for 报销, 设置提醒失败 on failure', async () => {
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  const notice = page.locator('.notice-mode-dialog');
  const checked = () => notice.locator('.ant-radio-wrapper-checked').innerText();
  const openFor = async (modelId) => {
    await page.locator(`.flow-card[data-model-id="${modelId}"] .notice-mode-button`).click();
    await notice.locator('.notice-mode-options').waitFor();
    await page.waitForFunction(() => !document.querySelector('.notice-mode-dialog .ant-spin-spinning'));
  };
  await openFor('model-leave');
  assert.match(await checked(), /正常提醒/);
  await notice.getByText('不提醒', { exact: true }).click();
  await notice.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.getByText('提醒设置已保存').waitFor();
  await notice.waitFor({ state: 'hidden' });

  await page.reload();
  await waitForApp(page);
  await openFor('model-leave');
  assert.match(await checked(), /不提醒/);
  await notice.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await openFor('model-expense');
  assert.match(await checked(), /弱提醒/);
  await page.waitForTimeout(400); // the dialog's zoom-in
  await shot('notice-mode');

  await page.evaluate(() => fetch('/__demo/fault', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/user_model_notice_mode/set', fault: '500', times: 1 }),
  }));
  await notice.getByText('正常提醒', { exact: true }).click();
  await notice.locator('.ant-modal-footer .ant-btn-primary').click();
  await notice.locator('.notice-mode-failure', { hasText: '设置提醒失败' }).waitFor();
  // The stored mode is unchanged.
  await notice.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await openFor('model-expense');
  assert.match(await checked(), /弱提醒/);
  assert.deepEqual(page.errors.filter((e) => !/favicon|status of 500/.test(e)), []);
});
