// Issue 33, item 5: an uploaded PDF's own JavaScript (an app.alert on open, on the page, on a link) never runs in
// the preview: the app takes it out before Chromium's PDF viewer sees the file, and the document still shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { waitForApp, screenshotDir } from '../harness.mjs';
import { specPage } from '../spec-page.mjs';

const opened = specPage();

async function pdfThatAlerts() {
  const doc = await PDFDocument.create();
  const pdfPage = doc.addPage([300, 200]);
  pdfPage.drawText('Quote 2026', { x: 30, y: 100, size: 24 });
  const alert = () => doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('pwned')") });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(alert()));
  pdfPage.node.set(PDFName.of('AA'), doc.context.obj({ O: alert() }));
  return Buffer.from(await doc.save());
}

test('预览 of a PDF holding app.alert scripts shows the PDF and no dialog ever opens', async () => {
  const { session, page } = opened;
  const dialogs = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
  await page.goto(`${session.baseUrl}/newFlowLaunch?id=model-purchase&modelName=%E9%87%87%E8%B4%AD`);
  await waitForApp(page);
  await page.waitForSelector('.launch-form', { timeout: 30000 });
  const quote = page.locator('[data-control-id="purchase_quote"]');
  await page.locator('[data-testid="file-input-purchase_quote"]').setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: await pdfThatAlerts() });
  await quote.locator('.attachment-item', { hasText: 'quote.pdf' }).getByRole('button', { name: '预览' }).click();
  const frame = page.locator('iframe.pdf-preview-frame');
  await frame.waitFor({ timeout: 15000 });
  assert.match(await frame.getAttribute('src'), /^blob:/);
  await page.waitForTimeout(4000); // the viewer has loaded the document and would have run its open action
  await page.screenshot({ path: path.join(screenshotDir, 'preview-pdf-without-scripts.png') });
  assert.deepEqual(dialogs, []);
  assert.deepEqual(page.errors, []);
});
