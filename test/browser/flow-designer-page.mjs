// What the specs that draw a flow in 流程设计 share: a node's card and drawer, the "+" below a card and a type from
// its menu, an antd select's option, closing the node drawer.
import { clickClearOfToasts } from './harness.mjs';

/** The open node drawer. */
export const nodeDrawer = (page) => page.locator('.ant-drawer');

/** The canvas card of the node named exactly `name`. */
export const nodeCard = (page, name) => page.locator('.flow-card', { has: page.locator('[data-testid="flow-card-title"]', { hasText: new RegExp(`^${name}$`) }) });

/** The "+" below a node or a branch card (a selector or a locator), then a type from its menu. */
export async function addBelow(page, target, label) {
  const card = typeof target === 'string' ? page.locator(target) : target;
  await card.locator('xpath=following-sibling::div[contains(@class,"flow-line")][1]').locator('.flow-add').click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Opens an antd select and picks the first option with this text. */
export async function chooseOption(page, select, text) {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().click();
}

/** Closes the open node drawer (once no toast lies over its close button) and waits until it is gone. */
export async function closeDrawer(page) {
  await clickClearOfToasts(nodeDrawer(page).locator('.ant-drawer-close'));
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
}
