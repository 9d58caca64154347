// Issue 30: 流程统计 as the 系统管理员 (陈志远) sees it — filtered to one flow, the trend chart and its table show
// the same counts, a count opens the instances behind it, and 导出 Excel of that list downloads an .xlsx that
// exceljs reads back (one row per instance on the flow's sheet, typed cells); 待我审批 exports too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { startSession, waitForApp, signInAs, screenshotDir } from '../harness.mjs';

let session;
let page;

before(async () => {
  session = await startSession({ contextOptions: { acceptDownloads: true } });
  page = await session.newPage();
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
  await signInAs(page, 'u-ceo');
});
after(async () => { await session?.close(); });

async function readXlsx(download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

async function pick(selectClass, label) {
  await page.locator(`.${selectClass}`).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label }).first().click();
}

test('流程统计: filtered to 请假, the trend chart and its table agree; a count opens its instances; 导出 Excel reads back', async () => {
  await page.goto(`${session.baseUrl}/flowStatis`);
  await page.locator('.statistics-trend .trend-table').waitFor({ timeout: 30000 });
  const allTotal = Number(await page.locator('.statistics-total').innerText());
  await pick('statistics-flow', '请假');
  await page.waitForFunction((all) => {
    const shown = document.querySelector('.statistics-total');
    return shown && Number(shown.textContent) > 0 && Number(shown.textContent) < all;
  }, allTotal, { timeout: 30000 });
  const leaveTotal = Number(await page.locator('.statistics-total').innerText());
  // Every flow row of the per-flow table is 请假 now.
  assert.deepEqual(await page.locator('.flow-table tbody tr td:first-child').allInnerTexts(), ['请假']);

  // The chart draws the same numbers as its table (newest week first in the table).
  await page.locator('.trend-chart canvas').waitFor({ timeout: 30000 });
  const chart = JSON.parse(await page.locator('.trend-chart').getAttribute('data-series'));
  const rows = await page.locator('.trend-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  const submitted = chart.series.find((s) => s.name === '提交');
  for (const [week, count] of rows) {
    assert.equal(submitted.values[chart.categories.indexOf(week)], Number(count), `week ${week}`);
  }
  assert.equal(submitted.values.reduce((a, b) => a + b, 0), leaveTotal);
  await page.screenshot({ path: path.join(screenshotDir, 'flow-statistics.png'), fullPage: true });

  // Click through: the newest week's 提交 count lists exactly that many instances, all 请假.
  const [week, count] = rows[0];
  await page.locator('.trend-table tbody tr').first().locator('.statistics-count').first().click();
  const drawer = page.locator('.statistics-drill');
  await drawer.locator('.statistics-drill-total', { hasText: `共 ${count} 条` }).waitFor({ timeout: 30000 });
  assert.match(await drawer.locator('.ant-drawer-title').innerText(), new RegExp(`^${week}`));
  const flows = await drawer.locator('tbody tr td:nth-child(2)').allInnerTexts();
  assert.ok(flows.length > 0 && flows.every((f) => f === '请假'), flows.join(','));
  await page.screenshot({ path: path.join(screenshotDir, 'flow-statistics-drill.png') });

  // Export that list: the file has the 请假 sheet with one row per instance, typed cells.
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), drawer.getByRole('button', { name: '导出 Excel' }).click()]);
  assert.match(download.suggestedFilename(), /^流程统计_.*\.xlsx$/);
  const book = await readXlsx(download);
  const sheet = book.getWorksheet('请假');
  assert.ok(sheet, book.worksheets.map((s) => s.name).join(','));
  assert.equal(sheet.rowCount, Number(count) + 1);
  const header = sheet.getRow(1).values.slice(1);
  assert.deepEqual(header.slice(0, 10), ['审批编号', '标题', '流程', '申请人', '部门', '状态', '提交时间', '完成时间', '当前节点', '当前审批人']);
  assert.ok(sheet.getRow(2).getCell(7).value instanceof Date, 'the submitted time is a date');
  assert.equal(sheet.getRow(2).getCell(3).value, '请假');
});

test('待我审批: 导出 Excel shows its progress and downloads every row of the list', async () => {
  await signInAs(page, 'u-hr-head');
  await page.goto(`${session.baseUrl}/approvingFlow`);
  await page.locator('.instance-list .ant-table-row').first().waitFor({ timeout: 30000 });
  const total = Number((await page.locator('.ant-pagination-total-text').innerText()).match(/\d+/)[0]);
  const downloading = page.waitForEvent('download', { timeout: 60000 });
  await page.getByRole('button', { name: '导出 Excel' }).click();
  await page.locator('.export-progress').waitFor();
  await page.screenshot({ path: path.join(screenshotDir, 'export-progress.png') });
  const download = await downloading.catch(async (error) => {
    await page.screenshot({ path: path.join(screenshotDir, 'export-failed.png') });
    throw new Error(`${error.message}; page errors: ${page.errors.join(' | ')}`);
  });
  const book = await readXlsx(download);
  const rows = book.worksheets.filter((s) => !s.name.includes('-')).reduce((n, s) => n + s.rowCount - 1, 0);
  assert.equal(rows, total);
  assert.deepEqual(page.errors, []);
});
