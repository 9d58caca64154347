/** Paper of the print template: ISO sizes in millimetres, turned for landscape. */
export const PAPER_SIZES = ['A4', 'A5'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export type Orientation = 'portrait' | 'landscape';

const PORTRAIT_MM: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
};

/** Width and height of the sheet in mm, as it lies (landscape swaps them). */
export function paperSizeMm(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PORTRAIT_MM[paper];
  return orientation === 'landscape' ? { width: height, height: width } : { width, height };
}

/** Points (1/72 inch) of a length in millimetres: PDF page units. */
export function mmToPt(mm: number): number {
  return (mm * 72) / 25.4;
}

/** The footer's page label, DingTalk style. */
export function pageLabel(page: number, pages: number): string {
  return `第 ${page} 页 / 共 ${pages} 页`;
}
