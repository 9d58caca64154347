// Issue 33, item 5: an uploaded PDF's own JavaScript never reaches the preview.
import { PDFDocument, PDFName, PDFString, PDFDict, PDFArray, PDFStream } from 'pdf-lib';
import { pdfWithoutScripts } from '../../../ui/uploads/pdf-without-scripts';

const ALERT = "app.alert('pwned')";

/** A one-page PDF that starts scripts every way a viewer offers: on open, by name, on the page, on a link, in a field. */
async function pdfWithScripts(): Promise<ArrayBuffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Hello PDF', { x: 20, y: 100, size: 18 });
  const ctx = doc.context;
  const js = () => ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(ALERT) });
  doc.catalog.set(PDFName.of('OpenAction'), ctx.register(js()));
  doc.catalog.set(PDFName.of('AA'), ctx.obj({ WC: js() }));
  doc.catalog.set(PDFName.of('Names'), ctx.obj({ JavaScript: ctx.obj({ Names: [PDFString.of('start'), ctx.register(js())] }) }));
  page.node.set(PDFName.of('AA'), ctx.obj({ O: js() }));
  const link = ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 200, 200], A: js() });
  const field = ctx.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: PDFString.of('f'), Rect: [0, 0, 10, 10], AA: ctx.obj({ K: js() }) });
  page.node.set(PDFName.of('Annots'), ctx.obj([ctx.register(link), ctx.register(field)]));
  doc.catalog.set(PDFName.of('AcroForm'), ctx.obj({ Fields: [ctx.getObjectRef(field) ?? ctx.register(field)], XFA: PDFString.of('<xdp/>') }));
  const bytes = await doc.save({ useObjectStreams: true });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Every key of every dictionary in the file, direct ones included. */
async function keysIn(bytes: Uint8Array): Promise<Set<string>> {
  const doc = await PDFDocument.load(bytes);
  const keys = new Set<string>();
  const visit = (object: unknown): void => {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (dict) for (const [key, value] of dict.entries()) { keys.add(key.decodeText()); visit(value); }
    else if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) visit(object.get(i));
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return keys;
}

test('a PDF\'s scripts are taken out before the preview: open action, named scripts, page, link and field triggers, XFA', async () => {
  const original = await pdfWithScripts();
  for (const key of ['OpenAction', 'JS', 'AA', 'JavaScript', 'XFA']) expect(await keysIn(new Uint8Array(original))).toContain(key);
  const clean = await pdfWithoutScripts(original);
  const keys = await keysIn(clean);
  for (const key of ['OpenAction', 'JS', 'AA', 'JavaScript', 'XFA']) expect(keys).not.toContain(key);
  expect(Buffer.from(clean).toString('latin1')).not.toContain('app.alert');
  // Still the same document to look at.
  const doc = await PDFDocument.load(clean);
  expect(doc.getPageCount()).toBe(1);
  expect(keys).toContain('Annots');
});

test('a file pdf-lib cannot read is refused, not shown with its scripts', async () => {
  const broken = new TextEncoder().encode('%PDF-1.7\n garbage');
  await expect(pdfWithoutScripts(broken.buffer as ArrayBuffer)).rejects.toThrow();
});
