// What an administrator does in 流程设计, shared by the specs that build flows: find a node's card, pick an
// option of an antd select, close the node's drawer.

/** The open node drawer. */
export const nodeDrawer = (page) => page.locator('.ant-drawer');

/** The canvas card of the node named exactly `name`. */
export const nodeCard = (page, name) => page.locator('.flow-card', { has: page.locator('[data-testid="flow-card-title"]', { hasText: new RegExp(`^${name}$`) }) });

/** Opens an antd select and picks the first option with `text`. */
export async function chooseOption(page, select, text) {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first().click();
}

/** Closes the node drawer and waits until it is gone. */
export async function closeNodeDrawer(page) {
  await nodeDrawer(page).locator('.ant-drawer-close').click();
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
}
