import 'reflect-metadata';
import { injectable } from 'inversify';
import type { PrintDocument } from '../../domain/print/print-document';
import type { PrintPdf } from '../../application/ports/print-pdf';

/**
 * The PrintPdf port as every route binds it: pdf-lib, fontkit and the font are downloaded only when the
 * first PDF is asked for (the isPDF print view), never with the filler or the approval lists.
 */
@injectable()
export class LazyPrintPdf implements PrintPdf {
  async render(document: PrintDocument): Promise<Uint8Array> {
    const [{ renderPrintPdf }, { browserFontSource }] = await Promise.all([
      import(/* webpackChunkName: "print-pdf" */ './pdf-lib-print-pdf'),
      import(/* webpackChunkName: "print-pdf" */ './cjk-font-faces'),
    ]);
    return renderPrintPdf(document, browserFontSource);
  }
}
