import type { PrintDocument } from '../../domain/print/print-document';

/**
 * Turns a printed sheet into a real PDF file (text stays text, Chinese included). The adapter and its font
 * load only when first asked, so only the print route ever downloads them.
 */
export const PrintPdf = Symbol('PrintPdf');
export interface PrintPdf {
  /** The PDF's bytes. Rejects when the library or the font cannot be loaded. */
  render(document: PrintDocument): Promise<Uint8Array>;
}
