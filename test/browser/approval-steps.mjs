// What a person does on the approval pages, shared by the specs that follow an instance across people: switch
// identity through the user menu, open an instance from a list by its title, approve, read the timeline.
import path from 'node:path';
import { chooseInUserMenu, pickMember, screenshotDir, waitForApp } from './harness.mjs';

/** The rows of the instance list on the page that mention `text`. */
export const rowsWith = (page, text) => page.locator('.instance-table tbody tr.ant-table-row', { hasText: text });

/** The open instance's timeline, as text. */
export const timeline = (page) => page.locator('.approval-timeline').innerText();

/** Closes the instance drawer if one is open. */
export async function closeDrawer(page) {
  // The pointer may rest on a button whose tooltip is open (the disabled 催办 says 10 分钟内已催办过): Escape
  // closes that tooltip first. Move the pointer away and press again until the drawer is gone.
  await page.mouse.move(1, 1);
  for (let attempt = 0; attempt < 5 && await page.locator('.instance-view').count(); attempt++) {
    await page.keyboard.press('Escape');
    await page.locator('.instance-view').waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
  }
  await page.locator('.instance-view').waitFor({ state: 'detached' });
}

/** Signs this tab in as a person of the organisation through the user menu (the page reloads). */
export async function become(page, name) {
  await page.locator('.user-menu').waitFor();
  // Compared once the menu names somebody: a tab just opened shows 加载中 while its person loads, and switching
  // then found that person (the one to become) disabled in the picker as the current one.
  await page.waitForFunction(() => { const text = document.querySelector('.user-menu')?.textContent ?? ''; return text !== '' && !text.includes('加载中'); }, null, { timeout: 30000 });
  if ((await page.locator('.user-menu').innerText()).includes(name)) return;
  await closeDrawer(page);
  const dialog = page.locator('.switch-person-dialog');
  await chooseInUserMenu(page, '切换为其他成员…', (timeout) => dialog.getByRole('searchbox', { name: '搜索成员' }).waitFor({ timeout }));
  await pickMember(dialog, name);
  await dialog.getByRole('button', { name: /^切\s*换$/ }).click();
  await page.waitForFunction((n) => document.querySelector('.user-menu')?.textContent?.includes(n), name, { timeout: 30000 });
  await waitForApp(page);
}

/** Opens an instance from a list page (`url`, e.g. `${baseUrl}/approvingFlow`) by its title. */
export async function openFrom(page, url, title) {
  await closeDrawer(page);
  await page.goto(url);
  await rowsWith(page, title).first().waitFor({ timeout: 20000 }).catch(async (error) => {
    await page.screenshot({ path: path.join(screenshotDir, `missing-${title}.png`) });
    throw new Error(`${title} not in ${url} of ${await page.locator('.user-menu').innerText()}: ${await page.locator('.instance-table').innerText()}`, { cause: error });
  });
  await rowsWith(page, title).first().locator('.row-open').click();
  await page.locator('.instance-view').waitFor();
}

/** 同意 on the open instance, with a comment when given; waits for 审批成功. */
export async function approve(page, comment = '') {
  if (comment) await page.locator('.approval-comment textarea').fill(comment);
  await page.locator('.approve-button').click();
  await page.getByText('审批成功').first().waitFor();
}

/** Fills the seeded 报销 launch form (model-expense): its 报销事由 and the amount of the first 费用明细 row. */
export async function fillReimbursement(page, reason, amount) {
  await page.locator('[data-control-id="expense_title"] input').fill(reason);
  const table = page.locator('[data-control-id="expense_items"]');
  await table.scrollIntoViewIfNeeded();
  const input = table.locator('tbody tr').first().locator('td').nth(2).locator('input');
  await input.fill(amount);
  await input.blur();
}
