/**
 * A PDF with its JavaScript taken out, for the preview (issue 33, item 5): Chromium's PDF viewer runs a PDF's
 * own scripts (an `app.alert` over the app), and a sandboxed frame would not show the PDF at all. So every
 * way a PDF starts a script is removed before the viewer sees the bytes: the `/JS` of every action, the
 * `/AA` triggers of the document, pages, fields and annotations, the `/OpenAction`, the `/JavaScript` name
 * tree and XFA forms. A file pdf-lib cannot read (damaged, encrypted) is not previewed at all.
 * Entry point: `pdfWithoutScripts(bytes)`.
 */
import type { PDFDict, PDFObject } from 'pdf-lib';

/** Keys whose value is, or leads to, a script. */
const SCRIPT_KEYS = ['JS', 'AA', 'OpenAction', 'JavaScript', 'XFA'];

export async function pdfWithoutScripts(bytes: ArrayBuffer): Promise<Uint8Array> {
  const { PDFArray, PDFDict: Dict, PDFDocument, PDFName, PDFStream } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = SCRIPT_KEYS.map((key) => PDFName.of(key));
  const seen = new Set<PDFObject>();
  // Iterative walk of every object, direct ones inside others included (a link's inline /A action).
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    const dict: PDFDict | undefined = object instanceof Dict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (dict) {
      for (const name of names) dict.delete(name);
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) pending.push(object.get(i));
    }
  }
  return document.save({ useObjectStreams: false });
}
