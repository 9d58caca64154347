// What the flow specs (node types, time, journeys) share to drive the demo backend from a page: its HTTP calls
// as the signed-in person, a change of person from an app page, the demo's clock, and the instance views.
import assert from 'node:assert/strict';
import { waitForApp, signInAs } from './harness.mjs';
import { openAppCenter, specPage } from './spec-page.mjs';

export const WORKFLOW = '/flow/workflow/';

/** Calls the demo backend from the page as the signed-in person; asserts a 200 and answers `data`. */
export async function demoCall(page, method, url, body, headers = {}) {
  const answer = await page.evaluate(async ({ method, url, body, headers }) => {
    const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', ...headers }, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, json: await response.json() };
  }, { method, url, body, headers });
  assert.equal(answer.status, 200, `${url}: ${JSON.stringify(answer.json)}`);
  return answer.json.data;
}

/** An instance as the backend answers it (status, values, history, currentNodes). */
export const instanceOf = (page, id) => demoCall(page, 'GET', `${WORKFLOW}get_instance?id=${id}`);

/** Nodes given in order, linked through `next` (the last one ends the chain). */
export const chain = (...nodes) => nodes.reduceRight((next, node) => ({ ...node, ...(next ? { next } : {}) }), undefined);

/** Saves a model's design (as get_model_design answered it) with `flow` and publishes it; answers the version. */
export async function publishFlow(page, modelId, design, flow) {
  const { version } = await demoCall(page, 'POST', `${WORKFLOW}save_model_design`, { ...design, flow });
  await demoCall(page, 'POST', `${WORKFLOW}apply`, { modelId, version });
  return version;
}

/** Signs in from an app page (the bare /ctb-show-flow page has no frame to wait for). */
export async function becomeOnAppPage(page, baseUrl, userId) {
  await openAppCenter(page, { baseUrl });
  await signInAs(page, userId);
}

/** Approves a pending instance to its end (or at most `turns` steps), each step as the first holder of its first node. */
export async function approveToEnd(page, baseUrl, id, turns = 5) {
  for (let turn = 0; turn < turns; turn++) {
    const current = await instanceOf(page, id);
    if (current.status !== 'pending') return;
    await becomeOnAppPage(page, baseUrl, current.currentNodes[0].userIds[0]);
    await demoCall(page, 'POST', `${WORKFLOW}instance/action`, { instanceId: id, action: 'approve' });
  }
}

/** Opens `/ctb-show-flow` of an instance (the flow with each node's state) and waits for its canvas. */
export async function openShowFlow(page, baseUrl, id) {
  await page.goto(`${baseUrl}/ctb-show-flow?instanceId=${id}`);
  await page.locator('[data-testid="flow-canvas"]').waitFor({ timeout: 30000 });
}

/**
 * Opens the spec's page before its first test, its tab signed in as `as`, the demo's clock fixed at `start` before
 * the app loads (the page's clock, Date, is the demo backend's clock: it runs in the page); then hands the page
 * and the session to `opened`.
 */
export const clockedSpecPage = (start, as, opened) => specPage(async (page, session) => {
  await page.clock.setFixedTime(start);
  await openAppCenter(page, session);
  opened(page, session);
}, { as });

/**
 * Moves the demo's clock to `time` and reloads: the first request fires whatever is due by then. The page's
 * clock (Date) is the demo backend's clock: it runs in the page (playwright's clock, set before the first load).
 */
export async function moveClockTo(page, time) {
  await page.clock.setFixedTime(time);
  await page.reload();
  await waitForApp(page);
}

/** Opens an instance from a list page (`mySubmitFlow`, `approvingFlow`…) and answers its timeline's text. */
export async function timelineText(page, baseUrl, instanceId, list = 'mySubmitFlow') {
  await page.goto(`${baseUrl}/${list}?instanceId=${instanceId}`);
  await waitForApp(page);
  await page.locator('.instance-view .timeline-node').first().waitFor({ timeout: 20000 });
  // The timeline is at the foot of the drawer: bring it into the screenshots.
  await page.locator('.instance-view .timeline-node').last().scrollIntoViewIfNeeded();
  return (await page.locator('.instance-view .timeline-node').allInnerTexts()).join('\n');
}
