/** The print view of spec 2: /flowMyFormPreview/print?instanceId&printType, with isPDF=1 when the template asks for a PDF. */
export const PRINT_PREVIEW_PATH = '/flowMyFormPreview/print';

/** printType: 1 the default layout, 2 a customised one (the view itself always reads the flow's template). */
export type PrintType = 1 | 2;

export function printPreviewUrl(instanceId: string, options: { printType: PrintType; isPDF: boolean }): string {
  const query = new URLSearchParams({ instanceId, printType: String(options.printType) });
  if (options.isPDF) query.set('isPDF', '1');
  return `${PRINT_PREVIEW_PATH}?${query.toString()}`;
}
