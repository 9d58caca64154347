// Issue 6: the form designer as a designer works with it — drag every control type onto the canvas, set the
// properties, save, reload and find everything again.
// Issue 25: these pages are an administrator's; the tabs open as 陈志远 (系统管理员).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { SYSTEM_ADMIN, startSession, waitForApp, screenshotDir, repoRoot } from '../harness.mjs';

/**
 * The control types of the all-controls fixture: the palette offers at least these (a type registered after the
 * fixture is offered too; that the palette holds exactly the registry is test/ui/designer/frameset-tab.test.tsx's).
 */
const FIXTURE_TYPES = (() => {
  const form = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/fixtures/all-controls.form.json'), 'utf8'));
  const ids = new Set();
  const walk = (controls) => controls.forEach((c) => { ids.add(c.moduleId); walk(c.config?.children ?? []); });
  walk(form.controls);
  return ids.size;
})();

const MODEL = 'model-purchase';
const URL_PATH = `/flow-set/${MODEL}/frameset`;
let session;
let page;

before(async () => {
  session = await startSession();
  page = await session.newPage({ as: SYSTEM_ADMIN });
  page.on('dialog', (d) => void d.accept());
});
after(async () => { await session?.close(); });

async function openDesigner() {
  await page.goto(session.baseUrl + URL_PATH);
  await waitForApp(page);
  await page.waitForSelector('.designer-palette', { timeout: 20000 });
}

const item = (moduleId) => page.locator(`.canvas-item[data-module-id="${moduleId}"]`).first();
const panel = () => page.locator('aside.designer-panel');

/** Drags with real pointer moves (dnd-kit needs a few moves past its 5 px activation distance). */
async function drag(source, target, { top = false } = {}) {
  await source.scrollIntoViewIfNeeded();
  await target.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const s = await source.boundingBox();
  const t = await target.boundingBox();
  await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
  await page.mouse.down();
  await page.mouse.move(s.x + s.width / 2 + 10, s.y + s.height / 2 + 10, { steps: 3 });
  await page.mouse.move(t.x + t.width / 2, top ? t.y + 6 : t.y + t.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function select(moduleId) {
  await item(moduleId).scrollIntoViewIfNeeded();
  await item(moduleId).click({ position: { x: 20, y: 10 } });
  await page.waitForSelector(`aside.designer-panel[data-selected-id]`);
}

async function chooseOption(selectLocator, text) {
  await selectLocator.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).last().click();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').length === 0);
}

async function canvasModuleIds() {
  return page.locator('.canvas-item').evaluateAll((els) => els.map((e) => Number(e.dataset.moduleId)));
}

test('a designer builds a form with every control type by dragging, sets its properties, saves and finds it all after reload', async () => {
  await openDesigner();
  // Start from an empty form (JSON import, itself validated).
  await page.getByRole('button', { name: '导入 JSON' }).click();
  await page.getByLabel('表单 JSON').fill('{"id":"x","name":"采购","controls":[{"id":"a","moduleId":99}]}');
  await page.getByRole('button', { name: /导\s*入/ }).last().click();
  await page.getByTestId('import-errors').waitFor();
  assert.match(await page.getByTestId('import-errors').innerText(), /controls\[0\]/);
  await page.getByLabel('表单 JSON').fill('{"id":"x","name":"采购","controls":[]}');
  await page.getByRole('button', { name: /导\s*入/ }).last().click();
  await page.locator('.designer-canvas-empty').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));

  // Drag every palette item onto the end of the canvas.
  const palette = page.locator('.designer-palette-item');
  const count = await palette.count();
  // Every registered control type: at least the fixture's (the spec's 24, 签名 and issue 41's five).
  assert.ok(count >= FIXTURE_TYPES, `the palette offers ${count} types, the fixture holds ${FIXTURE_TYPES}`);
  for (let i = 0; i < count; i++) {
    await drag(palette.nth(i), page.locator('.canvas-end'));
    await page.waitForFunction((n) => document.querySelectorAll('.canvas-item').length === n, i + 1);
  }
  const dropped = await canvasModuleIds();
  assert.equal(new Set(dropped).size, count, 'every control type is on the canvas');
  // Reorder by drag: the last control goes before the third-last.
  const lastModule = dropped.at(-1);
  await drag(page.locator('.canvas-item').last(), page.locator('.canvas-item').nth(dropped.length - 3), { top: true });
  await page.waitForFunction((m) => Number(document.querySelectorAll('.canvas-item')[document.querySelectorAll('.canvas-item').length - 3]?.dataset.moduleId) === m, lastModule);
  const reordered = await canvasModuleIds();

  // Single-line text: title, display name, width, hint with strong remind, text length limit.
  await select(1);
  await panel().getByLabel('标题', { exact: true }).fill('申请人');
  await panel().getByLabel('显示名称').fill('申请人姓名');
  await panel().locator('label.ant-radio-button-wrapper', { hasText: '50%' }).click();
  await panel().getByLabel('提示文字').fill('请填写真实姓名');
  await panel().getByText('强提醒（红色加粗）').click();
  await panel().getByRole('switch', { name: '文本长度限制' }).click();
  await panel().getByLabel('最多字数').fill('20');
  await page.keyboard.press('Tab');
  assert.equal(await item(1).evaluate((e) => e.style.width), '50%');
  assert.match(await item(1).innerText(), /申请人姓名/);

  // Undo / redo with the keyboard over the last change.
  await page.keyboard.press('Control+z');
  assert.equal(await panel().getByLabel('最多字数').inputValue(), '0');
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await panel().getByLabel('最多字数').inputValue(), '20');

  // Single choice: batch edit options, then a logic rule (choosing 是 reveals the text field).
  await select(8);
  await panel().getByRole('button', { name: '批量编辑' }).click();
  await page.getByLabel('批量编辑选项').fill('是\n否');
  await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await panel().getByRole('button', { name: /^逻\s*辑$/ }).first().click();
  await page.locator('.ant-modal:visible').getByText('申请人', { exact: true }).click();
  await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await panel().getByRole('button', { name: '逻辑(1)' }).waitFor();

  // Table: a number column, summed in the footer.
  await select(15);
  await panel().getByRole('button', { name: '添加列' }).click();
  await page.locator('.ant-dropdown:visible').getByText('数字', { exact: true }).click();
  await panel().locator('[data-column-id]').nth(2).waitFor();
  await panel().getByLabel('列3标题').fill('金额');
  await panel().getByText('显示合计行（总计：）').click();
  await chooseOption(panel().getByRole('combobox', { name: '合计列' }), '金额');
  await page.keyboard.press('Escape');

  // Table statistics: one rule over the table's number column.
  await select(21);
  await chooseOption(panel().getByRole('combobox', { name: '统计表格' }), '表格');
  await chooseOption(panel().getByRole('combobox', { name: '统计列' }), '金额');

  // Date calculator: the two dates.
  await select(25);
  await chooseOption(panel().getByRole('combobox', { name: '开始日期' }), '日期');
  await chooseOption(panel().getByRole('combobox', { name: '结束日期' }), '起止时间');

  // Number calculator: an invalid formula is refused with the spec's message, then a valid one.
  await select(24);
  await panel().getByRole('button', { name: '编辑公式' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByRole('button', { name: '运算符 +' }).click();
  await dialog.getByRole('button', { name: '数字 1' }).click();
  await chooseOption(dialog.getByRole('combobox', { name: '结果格式' }), '保留2位小数');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  assert.equal(await dialog.getByTestId('formula-error').innerText(), '编辑的公式不符合计算规则，无法计算');
  await dialog.getByRole('button', { name: '退格' }).click();
  await dialog.getByRole('button', { name: '退格' }).click();
  await dialog.getByRole('button', { name: /^数\s*字$/ }).click();
  await dialog.getByRole('button', { name: '运算符 *' }).click();
  await dialog.getByRole('button', { name: '数字 2' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await panel().getByTestId('panel-formula').innerText(), /\{数字\} \* 2/);

  await page.screenshot({ path: path.join(screenshotDir, 'designer-built.png') });

  // Save: the check passes, the state is clean.
  assert.equal(await page.getByTestId('dirty-state').innerText(), '有未保存的修改');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="dirty-state"]')?.textContent === '已保存', null, { timeout: 10000 });

  // Reload and find it all again.
  await openDesigner();
  assert.deepEqual((await canvasModuleIds()).sort((a, b) => a - b), [...dropped].sort((a, b) => a - b));
  assert.deepEqual(await canvasModuleIds(), reordered, 'the order (with the reorder) was saved');
  await select(1);
  assert.equal(await panel().getByLabel('标题', { exact: true }).inputValue(), '申请人');
  assert.equal(await panel().getByLabel('最多字数').inputValue(), '20');
  assert.equal(await item(1).evaluate((e) => e.style.width), '50%');
  await select(8);
  await panel().getByRole('button', { name: '逻辑(1)' }).waitFor();
  assert.deepEqual(await panel().locator('[data-testid="options-editor"] input.ant-input').evaluateAll((els) => els.map((e) => e.value)), ['是', '否']);
  await select(15);
  assert.match(await panel().locator('.ant-select', { has: page.getByRole('combobox', { name: '合计列' }) }).innerText(), /金额/);
  await select(24);
  assert.match(await panel().getByTestId('panel-formula').innerText(), /\{数字\} \* 2/);
  await page.screenshot({ path: path.join(screenshotDir, 'designer-reloaded.png') });
  assert.deepEqual(page.errors.filter((e) => !e.includes('Failed to load resource')), []);
});

test('save refuses a form whose checks fail and lists the problem; clicking it selects the control', async () => {
  await openDesigner();
  await page.locator('.designer-palette-item', { hasText: '日期计算器' }).press('Enter');
  const newId = await panel().getAttribute('data-selected-id');
  await page.locator('.canvas-item').first().click({ position: { x: 20, y: 10 } });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  const problems = page.getByTestId('designer-problems');
  await problems.waitFor();
  assert.match(await problems.innerText(), /日期计算器需要关联两个日期控件/);
  await problems.getByRole('button', { name: '日期计算器' }).last().click();
  await page.waitForFunction((id) => document.querySelector('aside.designer-panel')?.getAttribute('data-selected-id') === id, newId);
  assert.equal(await page.getByTestId('dirty-state').innerText(), '有未保存的修改');
});

test('preview shows the form as an applicant sees it; JSON export downloads the domain format', async () => {
  await page.goto(`${session.baseUrl}/flow-set/model-leave/frameset`);
  await waitForApp(page);
  await page.waitForSelector('.designer-palette', { timeout: 20000 });
  await page.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page.getByTestId('form-preview');
  await preview.waitFor();
  assert.match(await preview.innerText(), /请假类型/);
  assert.equal(await preview.locator('input:not([disabled])').count() > 0, true, 'the preview can be filled in');
  await page.screenshot({ path: path.join(screenshotDir, 'designer-preview.png') });
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 JSON' }).click()]);
  const json = JSON.parse(await (await import('node:fs')).promises.readFile(await download.path(), 'utf8'));
  assert.ok(Array.isArray(json.controls) && json.controls.length > 0);
  assert.ok(json.controls.every((c) => typeof c.id === 'string' && typeof c.moduleId === 'number'));
});

test('description text: edited in the rich-text editor, shown sanitised on the canvas and in the preview', async () => {
  await page.goto(`${session.baseUrl}/flow-set/model-trip/frameset`);
  await waitForApp(page);
  await page.waitForSelector('.designer-palette', { timeout: 20000 });
  const hostile = { id: 'x', name: '出差', controls: [{ id: 'd1', moduleId: 0, name: '描述文字', config: { title: '说明' },
    props: { value: '<p>出差须知<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>' } }] };
  await page.getByRole('button', { name: '导入 JSON' }).click();
  await page.getByLabel('表单 JSON').fill(JSON.stringify(hostile));
  await page.getByRole('button', { name: /导\s*入/ }).last().click();
  await item(0).waitFor();
  // Sanitised HTML is shown once the sanitiser's chunk has arrived.
  await page.waitForFunction(() => document.querySelector('.canvas-item')?.textContent?.includes('出差须知'));
  assert.match(await item(0).innerText(), /出差须知/);
  assert.equal(await page.locator('.canvas-item img[onerror], .canvas-item script').count(), 0);
  assert.equal(await page.evaluate(() => window.__xss), undefined);

  await select(0);
  await panel().getByRole('button', { name: '编辑内容' }).click();
  const editor = page.locator('.ant-modal:visible [contenteditable="true"]');
  await editor.waitFor({ timeout: 20000 });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('，请提前申请');
  await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForFunction(() => document.querySelector('.canvas-item')?.textContent?.includes('请提前申请'));
  await page.getByRole('button', { name: /预\s*览/ }).click();
  await page.getByTestId('form-preview').waitFor();
  assert.match(await page.getByTestId('form-preview').innerText(), /请提前申请/);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  await page.keyboard.press('Escape');
});
