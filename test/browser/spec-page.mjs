// The usual set-up of a spec file: one browser session and one page, opened before its tests and closed after.
import { before, after } from 'node:test';
import fs from 'node:fs';
import { startSession, screenshotDir, waitForApp } from './harness.mjs';

/**
 * `{ session, page }`, filled before the file's first test; `ready(page, session)` runs once after opening. `as`:
 * the person the tab starts signed in as (harness.mjs newPage).
 */
export function specPage(ready = async () => undefined, { as } = {}) {
  const opened = { session: undefined, page: undefined };
  before(async () => {
    opened.session = await startSession();
    fs.mkdirSync(screenshotDir, { recursive: true });
    opened.page = await opened.session.newPage({ as });
    await ready(opened.page, opened.session);
  });
  after(async () => { await opened.session?.close(); });
  return opened;
}

/** The usual first screen of a spec: 应用中心, with the app drawn. */
export async function openAppCenter(page, session) {
  await page.goto(`${session.baseUrl}/flowapplicationcenter`);
  await waitForApp(page);
}
