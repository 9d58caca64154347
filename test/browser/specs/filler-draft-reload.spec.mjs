// Issue 18 item 5: the draft keeps the last field typed even when the page is reloaded at once, or hidden.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSession } from '../harness.mjs';

const PURCHASE = '/newFlowLaunch?id=model-purchase&modelName=%E9%87%87%E8%B4%AD';
let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const item = (page) => page.locator('[data-control-id="purchase_item"] input');

/** The stored draft's value of purchase_item, read straight from IndexedDB. */
const storedDraftItem = (page) => page.evaluate(() => new Promise((resolve) => {
  const open = indexedDB.open('approval-drafts', 1);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('drafts')) { resolve(undefined); return; }
    const all = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
    all.onsuccess = () => resolve(all.result.find((d) => d?.modelId === 'model-purchase')?.values?.purchase_item);
  };
  open.onerror = () => resolve(undefined);
}));

// First, while no draft exists yet for the flow.
test('hiding the page (visibilitychange) saves the draft at once', async () => {
  const page = await session.newPage();
  await page.goto(session.baseUrl + PURCHASE);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await item(page).fill('切到别的应用前');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(150); // less than the 400 ms draft timer
  assert.equal(await storedDraftItem(page), '切到别的应用前');
  await page.close();
});

test('a reload right after typing keeps the last field typed (3 of 3)', async () => {
  const page = await session.newPage();
  await page.goto(session.baseUrl + PURCHASE);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  for (const typed of ['人体工学椅', '投影仪', '白板笔']) {
    await item(page).fill(typed);
    await page.reload(); // at once: no wait for the draft timer
    await page.waitForSelector('.draft-offer', { timeout: 30000 });
    await page.getByRole('button', { name: '恢复草稿' }).click();
    assert.equal(await item(page).inputValue(), typed);
  }
  await page.close();
});
