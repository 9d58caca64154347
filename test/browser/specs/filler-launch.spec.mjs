// Issue 7: the applicant fills a flow's form on the demo data, as a person would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startSession, waitForApp, screenshotDir, repoRoot } from '../harness.mjs';

const fixture = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/fixtures/all-controls.form.json'), 'utf8'));
const ALL = '/newFlowLaunch?id=model-trip&modelName=%E5%87%BA%E5%B7%AE';
let session;

before(async () => {
  session = await startSession();
  fs.mkdirSync(screenshotDir, { recursive: true });
  // The trip flow gets the form that uses every control type (through the demo backend's own design call).
  const page = await session.newPage();
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
  const saved = await page.evaluate(async (form) => {
    // Designs are an administrator's (issue 25): 陈志远 saves and publishes, then the tab is 张三 again.
    await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'u-ceo' }) });
    const design = (await (await fetch('/flow/workflow/get_model_design?modelId=model-trip')).json()).data;
    const r = await fetch('/flow/workflow/save_model_design', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...design, form }),
    });
    const { code, data } = await r.json();
    if (code !== 0) return code;
    // Applicants launch the published design: publish the saved one (应用发布).
    const published = await fetch('/flow/workflow/apply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ modelId: 'model-trip', version: data.version }) });
    const publishedCode = (await published.json()).code;
    await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: 'applicant' }) });
    return publishedCode;
  }, fixture);
  assert.equal(saved, 0);
  await page.close();
});
after(async () => { await session?.close(); });

async function openForm(url = ALL) {
  const page = await session.newPage();
  await page.goto(session.baseUrl + url);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  return page;
}

const field = (page, id) => page.locator(`[data-control-id="${id}"]`).first();
const errorOf = (page, id) => field(page, id).locator('.control-error').first();

test('every control type renders in fill mode (scrolling through the windowed form)', async () => {
  const page = await openForm();
  // Default value type 4: the applicant's name, disabled.
  const applicant = field(page, 'applicant').locator('input');
  assert.equal(await applicant.inputValue(), '张三');
  assert.equal(await applicant.isDisabled(), true);
  const seen = new Set();
  for (let y = 0; y < 8000; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
    for (const id of await page.$$eval('.launch-form [data-module-id]', (els) => els.map((e) => e.dataset.moduleId))) seen.add(Number(id));
  }
  const expected = [...new Set(fixture.controls.filter((c) => !c.logic).map((c) => c.moduleId))];
  assert.deepEqual(expected.filter((m) => !seen.has(m)), []);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, 'filler-all-controls.png'), fullPage: false });
  assert.deepEqual(page.errors.filter((e) => !/favicon|static\.example\.com|ERR_NAME/.test(e)), []);
  await page.close();
});

test('validation messages of spec 5 appear under the field on their triggers', async () => {
  const page = await openForm();
  const typeAndBlur = async (id, text) => {
    const input = field(page, id).locator('input, textarea').first();
    await input.scrollIntoViewIfNeeded();
    await input.fill(text);
    await input.blur();
  };
  await typeAndBlur('reason', 'abc');
  assert.equal(await errorOf(page, 'reason').textContent(), '请输入5～200个字符');
  await typeAndBlur('email', 'abc');
  assert.equal(await errorOf(page, 'email').textContent(), '邮箱格式不正确!');
  await typeAndBlur('mobile', '12345');
  assert.equal(await errorOf(page, 'mobile').textContent(), '手机格式不正确!');
  await typeAndBlur('budget', 'abc');
  assert.equal(await errorOf(page, 'budget').textContent(), '数字格式不正确!');
  await typeAndBlur('referenceLink', 'www.example.com');
  assert.equal(await errorOf(page, 'referenceLink').textContent(), '链接格式不正确, 需要以 http:// 或 https:// 开头');
  // Choices validate on change.
  const companions = field(page, 'companions');
  await companions.scrollIntoViewIfNeeded();
  for (const label of ['需要订酒店', '需要接送机', '需要会议室']) await companions.getByText(label).click();
  assert.equal(await errorOf(page, 'companions').textContent(), '最多选择:2项');
  // Fixing a value clears its message.
  await typeAndBlur('mobile', '13812345678');
  assert.equal(await errorOf(page, 'mobile').count(), 0);
  // Submit validates everything: 必填项 appears and the first error is scrolled into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await page.waitForSelector('.control-error');
  const first = field(page, 'reason');
  assert.ok(await first.isVisible());
  await page.screenshot({ path: path.join(screenshotDir, 'filler-validation.png') });
  await page.close();
});

test('logic: choosing 自驾 reveals 车牌号, choosing another mode hides it again', async () => {
  const page = await openForm();
  const mode = field(page, 'travelMode');
  await mode.scrollIntoViewIfNeeded();
  assert.equal(await page.locator('[data-control-id="plateNumber"]').count(), 0);
  await mode.getByText('自驾').click();
  await page.waitForSelector('[data-control-id="plateNumber"]');
  await mode.getByText('飞机').click();
  await page.waitForSelector('[data-control-id="plateNumber"]', { state: 'detached' });
  await page.close();
});

test('table: add, copy and delete rows and read the sum 总计：', async () => {
  const page = await openForm();
  const table = field(page, 'expenseTable');
  await table.scrollIntoViewIfNeeded();
  const amountIndex = fixture.controls.find((c) => c.id === 'expenseTable').children.filter((c) => !c.config.hidden).findIndex((c) => c.id === 'expenseAmount');
  const amount = (row) => table.locator('tbody tr').nth(row).locator('td').nth(amountIndex + 1).locator('input');
  await amount(0).fill('12.345');
  await amount(0).blur();
  await table.getByRole('button', { name: /复\s*制/ }).first().click();
  await table.getByRole('button', { name: /添加一行/ }).click();
  assert.equal(await table.locator('tbody tr').count(), 3);
  await amount(2).fill('0.1');
  await amount(2).blur();
  const sum = await table.locator('.table-sum').filter({ hasText: '总计：' }).first().textContent();
  const a = (await amount(0).inputValue());
  assert.equal(sum, `总计：${(Number(a) * 2 + 0.1).toFixed(2).replace(/\.?0+$/, '')}`);
  await table.getByRole('button', { name: /删\s*除/ }).nth(2).click();
  await table.getByRole('button', { name: /删\s*除/ }).nth(1).click();
  assert.equal(await table.locator('tbody tr').count(), 1);
  assert.equal(await table.getByRole('button', { name: /删\s*除/ }).first().isDisabled(), true);
  // Table statistics follow the table live.
  const total = field(page, 'expenseTotal');
  await total.scrollIntoViewIfNeeded();
  assert.equal(await total.locator('.control-computed-value').textContent(), a);
  await page.close();
});

test('uploads: progress then the list, a failed file is removed, limits before sending', async () => {
  const page = await openForm();
  const box = field(page, 'invoices');
  await box.scrollIntoViewIfNeeded();
  const input = page.locator('[data-testid="file-input-invoices"]');
  await input.setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
  await box.locator('.attachment-item').filter({ hasText: '发票.pdf' }).waitFor();
  // Wrong type: refused before any byte is sent.
  let uploads = 0;
  page.on('request', (r) => { if (r.url().includes('add_file')) uploads++; });
  await input.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByText('不支持上传该类型附件').waitFor();
  assert.equal(uploads, 0);
  // A failing upload is removed with a message.
  await page.evaluate(() => fetch('/__demo/fault', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/api/storage/add_file', fault: '500', times: 1 }) }));
  await input.setInputFiles({ name: '坏文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await page.getByText('坏文件.pdf 上传失败').waitFor();
  assert.equal(await box.locator('.attachment-item').filter({ hasText: '坏文件.pdf' }).count(), 0);
  assert.equal(await box.locator('.attachment-item').count(), 1);
  await page.close();
});

test('a reload mid-way offers the draft back, with typed values and uploaded files', async () => {
  const page = await openForm();
  const reason = field(page, 'reason').locator('textarea');
  await reason.fill('去上海参加客户会议');
  const input = page.locator('[data-testid="file-input-invoices"]');
  await field(page, 'invoices').scrollIntoViewIfNeeded();
  await input.setInputFiles({ name: '行程单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await field(page, 'invoices').locator('.attachment-item').filter({ hasText: '行程单.pdf' }).waitFor();
  await page.waitForTimeout(1100);
  await page.reload();
  await page.waitForSelector('.draft-offer', { timeout: 30000 });
  await page.getByRole('button', { name: '恢复草稿' }).click();
  assert.equal(await field(page, 'reason').locator('textarea').inputValue(), '去上海参加客户会议');
  await field(page, 'invoices').scrollIntoViewIfNeeded();
  await field(page, 'invoices').locator('.attachment-item').filter({ hasText: '行程单.pdf' }).waitFor();
  await page.close();
});

test('feedback entry: a double-clicked submit creates exactly one instance in 我的申请', async () => {
  const page = await openForm('/newFlowLaunch?isFeedBack=1');
  const countMine = () => page.evaluate(async () => (await (await fetch('/flow/workflow/instance/get_my_instances?page=0&pageSize=999')).json()).data);
  const before = await countMine();
  const kind = field(page, 'feedback_kind');
  await kind.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '功能建议' }).click();
  await field(page, 'feedback_content').locator('textarea').fill('希望增加导出功能');
  await page.getByRole('button', { name: /提\s*交/ }).dblclick();
  await page.waitForURL(/\/mySubmitFlow/, { timeout: 20000 });
  const after = await countMine();
  const total = (x) => x.total ?? x.list?.length;
  assert.equal(total(after), total(before) + 1);
  await page.waitForSelector('.page-frame');
  await page.screenshot({ path: path.join(screenshotDir, 'filler-my-submit.png') });
  await page.close();
});
