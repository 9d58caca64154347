// Issue 18 item 1: an uploaded attachment must never run as a page of the app's origin. The live build
// against `npm run demo-server -- --static dist`, as the attack went: the applicant uploads HTML (as
// invoice.html, and as invoice.pdf sent with an HTML type), submits; the approver clicks 预览. The page
// runs under demo-server's CSP, so a CSP error on the page (e.g. the PDF frame) fails the test too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startSession, waitForApp, screenshotDir } from '../harness.mjs';
import { startDemoServer } from '../demo-server-process.mjs';

// The attack: on load, the file approves as whoever opens it and announces itself.
const PAYLOAD = `<!doctype html><title>PWNED</title><script>
  fetch('/__pwned__?from=' + encodeURIComponent(location.href));
  document.title = 'PWNED';
  fetch('/flow/workflow/instance/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
</script><img src="/__pwned__img" onerror="fetch('/__pwned__onerror')">`;

const REAL_PDF = `%PDF-1.1
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 44>>stream
BT /F1 24 Tf 50 60 Td (Hello PDF) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF`;

let server;
let session;
let page;
const pwned = [];

before(async () => {
  server = await startDemoServer(process.env.LIVE_DIST_DIR ?? 'dist');
  session = await startSession({ baseUrl: server.url });
  fs.mkdirSync(screenshotDir, { recursive: true });
  // Every request of every page, popup and frame of the browser: a request to /__pwned__ is the file's script.
  session.context.on('request', (r) => { if (r.url().includes('__pwned__')) pwned.push(r.url()); });
  page = await session.newPage();
  await page.goto(`${server.url}/flowapplicationcenter`);
  await waitForApp(page);
  // The admin lets the purchase flow's 报价单 take any document type (the attack also works without: .pdf).
  const saved = await page.evaluate(async (token) => {
    // Designs are an administrator's (issue 25): 陈志远 saves and publishes, then the tab is 张三 again.
    await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json', 'x-demo-token': token }, body: JSON.stringify({ userId: 'u-ceo' }) });
    const design = (await (await fetch('/flow/workflow/get_model_design?modelId=model-purchase')).json()).data;
    const quote = design.form.controls.find((c) => c.id === 'purchase_quote');
    quote.props.accept = '';
    const r = await fetch('/flow/workflow/save_model_design', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(design) });
    const { code, data } = await r.json();
    if (code !== 0) return code;
    // Applicants launch the published design: publish the saved one (应用发布).
    const published = await fetch('/flow/workflow/apply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ modelId: 'model-purchase', version: data.version }) });
    const publishedCode = (await published.json()).code;
    await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json', 'x-demo-token': token }, body: JSON.stringify({ identity: 'applicant' }) });
    return publishedCode;
  }, server.token);
  assert.equal(saved, 0);
});
after(async () => {
  await session?.close();
  await server?.close();
});

// 'applicant' is 张三; the approver of a purchase is 财务复核 (孙丽, issue 17's flows: 财务复核 and IT 管理员 side by side).
const becomeIdentity = (identity) => page.evaluate(async ([who, token]) => {
  const body = who === 'applicant' ? { identity: who } : { userId: 'u-fin-1' };
  const r = await fetch('/__demo/identity', { method: 'POST', headers: { 'content-type': 'application/json', 'x-demo-token': token }, body: JSON.stringify(body) });
  return (await r.json()).code;
}, [identity, server.token]);

async function assertNoPageIsTheFile() {
  await page.waitForTimeout(1500); // time for a script in the file, had it run
  assert.deepEqual(pwned, [], 'the uploaded file ran script');
  for (const p of session.context.pages()) {
    assert.ok(!p.url().includes('/api/storage/'), `a window shows the file: ${p.url()}`);
    assert.notEqual(await p.title(), 'PWNED');
  }
}

test('stored XSS through an attachment: the approver clicks 预览 on invoice.html and invoice.pdf (HTML inside); no script runs and the page is not the file', async () => {
  assert.equal(await becomeIdentity('applicant'), 0);
  await page.goto(`${server.url}/newFlowLaunch?id=model-purchase&modelName=%E9%87%87%E8%B4%AD`);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  await page.locator('[data-control-id="purchase_item"] input').fill('带附件的采购');
  const input = page.locator('[data-testid="file-input-purchase_quote"]');
  const quote = page.locator('[data-control-id="purchase_quote"]');
  await input.setInputFiles({ name: 'invoice.html', mimeType: 'text/html', buffer: Buffer.from(PAYLOAD) });
  await quote.locator('.attachment-item', { hasText: 'invoice.html' }).waitFor();
  await input.setInputFiles({ name: 'invoice.pdf', mimeType: 'text/html', buffer: Buffer.from(PAYLOAD) });
  await quote.locator('.attachment-item', { hasText: 'invoice.pdf' }).waitFor();
  await input.setInputFiles({ name: 'real.pdf', mimeType: 'application/pdf', buffer: Buffer.from(REAL_PDF) });
  await quote.locator('.attachment-item', { hasText: 'real.pdf' }).waitFor();
  await page.locator('.submit-button').click();
  await page.waitForURL((url) => url.pathname === '/mySubmitFlow', { timeout: 20000 });

  assert.equal(await becomeIdentity('approver'), 0);
  await page.goto(`${server.url}/approvingFlow`);
  const row = page.locator('.instance-table tbody tr.ant-table-row', { hasText: '张三的采购' }).first();
  await row.waitFor({ timeout: 20000 });
  await row.locator('.row-open').click();
  const attachments = page.locator('.instance-view [data-control-id="purchase_quote"]');
  await attachments.locator('.attachment-item', { hasText: 'invoice.html' }).waitFor();
  const startUrl = page.url();

  // invoice.html: saved as a download, never opened.
  const download = page.waitForEvent('download', { timeout: 15000 });
  await attachments.locator('.attachment-item', { hasText: 'invoice.html' }).getByRole('button', { name: '预览' }).click();
  assert.equal((await download).suggestedFilename(), 'invoice.html');
  await assertNoPageIsTheFile();
  assert.equal(page.url(), startUrl);

  // invoice.pdf (HTML inside, uploaded as text/html): not a PDF, so it is not shown at all; the download is offered.
  await attachments.locator('.attachment-item', { hasText: 'invoice.pdf' }).getByRole('button', { name: '预览' }).click();
  await page.locator('.pdf-preview-refused', { hasText: '该文件不是有效的 PDF，无法预览' }).waitFor({ timeout: 15000 });
  assert.equal(await page.locator('iframe').count(), 0);
  await assertNoPageIsTheFile();
  assert.equal(page.url(), startUrl);
  await page.keyboard.press('Escape');

  // A real PDF still previews, in the browser's PDF viewer (a blob fixed to application/pdf).
  await attachments.locator('.attachment-item', { hasText: 'real.pdf' }).getByRole('button', { name: '预览' }).click();
  const frame = page.locator('iframe.pdf-preview-frame');
  await frame.waitFor({ timeout: 15000 });
  assert.match(await frame.getAttribute('src'), /^blob:/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(screenshotDir, 'security-pdf-preview.png') });
  assert.deepEqual(page.errors.filter((e) => !/favicon/.test(e)), []);
});

test('the file link opened directly (a link sent to the approver) is a download or a sandboxed document: no script runs', async () => {
  const ids = await page.evaluate(async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>fetch("/__pwned__direct")</script>'], { type: 'text/html' }), 'direct.pdf');
    form.append('filename', 'direct.pdf');
    const pdf = (await (await fetch('/api/storage/add_file', { method: 'POST', body: form })).json()).data._id;
    const form2 = new FormData();
    form2.append('file', new Blob(['<script>fetch("/__pwned__direct")</script>'], { type: 'text/html' }), 'direct.html');
    form2.append('filename', 'direct.html');
    const html = (await (await fetch('/api/storage/add_file', { method: 'POST', body: form2 })).json()).data._id;
    return { pdf, html };
  });
  for (const id of [ids.pdf, ids.html]) {
    const tab = await session.context.newPage();
    await tab.goto(`${server.url}/api/storage/get_file?_id=${encodeURIComponent(id)}`).catch(() => undefined); // a download aborts the navigation
    await tab.waitForTimeout(1000);
    await tab.close();
  }
  assert.deepEqual(pwned, [], 'the file ran script when opened directly');
});
