/**
 * The PDF of a printed sheet with pdf-lib: real text (selectable, extractable, Chinese through the Noto Sans
 * SC faces the sheet needs), the same parts as the HTML print view — header, title, system fields, the
 * fields, tables whose header row repeats on every page and whose rows never split, the approval record,
 * a watermark on every page and '第 X 页 / 共 Y 页' in the footer. Pictures as on the HTML sheet: the approvers'
 * signatures in the record, a 签名 control's signature and the image files of printing attachments.
 */
import { PDFDocument, degrees, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { PrintDocument, PrintedField } from '../../domain/print/print-document';
import type { ApprovalRecordRow } from '../../domain/print/approval-record';
import { plainText } from '../../domain/print/print-value';
import { mmToPt, pageLabel } from '../../domain/print/paper';
import type { PrintPdf } from '../../application/ports/print-pdf';
import { faceFor, parseFontFaces, type FontFace, type FontSource } from './cjk-font-faces';
import { embedImages, fetchImage, type EmbeddedImages, type ImageLoader } from './pdf-images';

const BODY = 10;
const SMALL = 8;
const TITLE = 16;
const LEADING = 1.45;
const CELL_PAD = 3;
const BORDER = rgb(0.6, 0.6, 0.6);
const LABEL_BG = rgb(0.96, 0.96, 0.96);
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
/** Light enough to read any value through (it lies under them anyway). */
const WATERMARK = rgb(0.8, 0.8, 0.8);
const WATERMARK_OPACITY = 0.35;
/** Signatures print small, as on the HTML sheet (about 240 × 96 px); attachment images larger. */
const SIGNATURE_MAX_HEIGHT = 40;
const IMAGE_MAX_HEIGHT = 160;
const IMAGE_GAP = 3;

interface Run { font: PDFFont; text: string }

/** The part of a fontkit font the watermark's outlines need. */
interface OutlineFont {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: Array<{ path: { commands: Array<{ command: string; args: number[] }> } }>;
    positions: Array<{ xAdvance: number }>;
  };
}

const SVG_COMMANDS: Readonly<Record<string, string>> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

/** Fonts by face, embedded on first use; text split into runs of one font each. */
class Typesetter {
  private readonly fonts = new Map<string, PDFFont>();
  private readonly outlines = new Map<string, OutlineFont>();

  constructor(private readonly pdf: PDFDocument, private readonly faces: readonly FontFace[], private readonly source: FontSource) {}

  /** Embeds every face the texts need (before any measuring). */
  async prepare(texts: Iterable<string>): Promise<void> {
    const needed = new Set<FontFace>();
    for (const text of texts) {
      for (const ch of text) {
        const face = faceFor(this.faces, ch.codePointAt(0)!);
        if (face && !this.fonts.has(face.file)) needed.add(face);
      }
    }
    await Promise.all([...needed].map(async (face) => {
      const bytes = await this.source.file(face.file);
      this.fonts.set(face.file, await this.pdf.embedFont(bytes, { subset: true }));
      this.outlines.set(face.file, fontkit.create(bytes) as unknown as OutlineFont);
    }));
  }

  runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const ch of text) {
      const face = faceFor(this.faces, ch.codePointAt(0)!);
      const font = face && this.fonts.get(face.file);
      if (!font) continue; // a character no face covers (rare symbols) is left out rather than drawn as a box
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += ch;
      else runs.push({ font, text: ch });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Lines of at most `width` points (hard breaks kept, long words broken by character). */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const ch of paragraph) {
        const w = this.width(ch, size);
        if (lineWidth + w > width && line !== '') {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += ch;
        lineWidth += w;
      }
      lines.push(line);
    }
    return lines;
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color = TEXT): void {
    let cursor = x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /**
   * Text drawn as outlines, not text: a watermark that the eye sees on every page but that copying or
   * extracting the sheet's text never mixes into the values.
   */
  drawOutlined(page: PDFPage, text: string, x: number, y: number, size: number, look: { color: ReturnType<typeof rgb>; opacity: number; rotate: number }): void {
    const parts: string[] = [];
    let cursor = 0;
    for (const ch of text) {
      const face = faceFor(this.faces, ch.codePointAt(0)!);
      const font = face && this.outlines.get(face.file);
      if (!font) continue;
      const scale = size / font.unitsPerEm;
      const laid = font.layout(ch);
      laid.glyphs.forEach((glyph, i) => {
        for (const { command, args } of glyph.path.commands) {
          const points: string[] = [];
          for (let k = 0; k + 1 < args.length; k += 2) points.push(`${(cursor + args[k]! * scale).toFixed(2)} ${(-args[k + 1]! * scale).toFixed(2)}`);
          parts.push(`${SVG_COMMANDS[command] ?? ''}${points.join(' ')}`);
        }
        cursor += (laid.positions[i]?.xAdvance ?? 0) * scale;
      });
    }
    if (parts.length > 0) page.drawSvgPath(parts.join(' '), { x, y, color: look.color, opacity: look.opacity, rotate: degrees(look.rotate), borderWidth: 0 });
  }
}

/** Every text of the sheet (to embed the faces it needs at once). */
function textsOf(doc: PrintDocument): string[] {
  const texts = [doc.title, doc.headerText, doc.watermark, pageLabel(0, 0), '0123456789', '：'];
  for (const f of doc.systemFields) texts.push(f.label, f.value);
  for (const field of doc.fields) {
    texts.push(field.label, plainText(field.value));
    if (field.value.kind === 'table') texts.push(...field.value.columns, ...(field.value.footer ?? []));
  }
  for (const row of doc.approvalRecord ?? []) texts.push(...Object.values(row));
  texts.push('审批记录', '节点', '审批人', '操作', '意见', '时间');
  return texts;
}

/** A picture placed in a cell, already scaled. */
interface Picture { image: PDFImage; width: number; height: number }
interface Cell { text: string; fill?: ReturnType<typeof rgb>; pictures?: readonly Picture[] }

/** `image` scaled down (never up) to fit `maxWidth` × `maxHeight`. */
function picture(image: PDFImage, maxWidth: number, maxHeight: number): Picture {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  return { image, width: image.width * scale, height: image.height * scale };
}

const picturesHeight = (cell: Cell): number => (cell.pictures ?? []).reduce((sum, p) => sum + p.height + IMAGE_GAP, 0);

/** Lays the sheet out page by page, top to bottom. */
class Layout {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly width: number;
  private readonly height: number;
  private readonly left: number;
  private readonly right: number;
  private readonly top: number;
  private readonly bottom: number;

  constructor(private readonly pdf: PDFDocument, private readonly type: Typesetter, private readonly doc: PrintDocument) {
    this.width = mmToPt(doc.sizeMm.width);
    this.height = mmToPt(doc.sizeMm.height);
    this.left = mmToPt(doc.margins.left);
    this.right = this.width - mmToPt(doc.margins.right);
    this.top = this.height - mmToPt(doc.margins.top);
    // Room for the footer's page label above the bottom margin.
    this.bottom = mmToPt(doc.margins.bottom) + (doc.pageNumbers ? BODY * 2 : 0);
    this.newPage();
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  /** The height a row may take at most: a whole page's content (a row never splits). */
  get pageRoom(): number {
    return this.top - this.bottom - CELL_PAD * 2;
  }

  newPage(): void {
    this.page = this.pdf.addPage([this.width, this.height]);
    this.pages.push(this.page);
    this.y = this.top;
    this.watermark();
  }

  /**
   * The watermark, drawn first on a new page so everything after it lies on top (issue 32, item 10: drawn
   * last, an opaque grey over 状态 and the names), and light: a pale grey at low opacity.
   */
  private watermark(): void {
    if (!this.doc.watermark) return;
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 2; col += 1) {
        const x = this.width * (0.15 + col * 0.45);
        const y = this.height * (0.2 + row * 0.3);
        this.type.drawOutlined(this.page, this.doc.watermark, x, y, 20, { color: WATERMARK, opacity: WATERMARK_OPACITY, rotate: 30 });
      }
    }
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom || this.y === this.top) return false;
    this.newPage();
    return true;
  }

  centered(text: string, size: number, color = TEXT): void {
    for (const line of this.type.wrap(text, size, this.contentWidth)) {
      this.ensure(size * LEADING);
      const w = this.type.width(line, size);
      this.type.draw(this.page, line, this.left + (this.contentWidth - w) / 2, this.y - size, size, color);
      this.y -= size * LEADING;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A cell's text lines: none for a cell that holds only pictures. */
  private linesOf(cell: Cell, width: number, size: number): string[] {
    return cell.text === '' && cell.pictures?.length ? [] : this.type.wrap(cell.text, size, width - CELL_PAD * 2);
  }

  /** One table row of cells with the given widths: each cell's text, then its pictures below it. */
  row(cells: readonly Cell[], widths: readonly number[], size = BODY): void {
    const lines = cells.map((cell, i) => this.linesOf(cell, widths[i]!, size));
    const height = this.rowHeight(cells, widths, size);
    let x = this.left;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      this.page.drawRectangle({ x, y: this.y - height, width: w, height, borderColor: BORDER, borderWidth: 0.5, ...(cell.fill ? { color: cell.fill } : {}) });
      lines[i]!.forEach((line, n) => this.type.draw(this.page, line, x + CELL_PAD, this.y - CELL_PAD - size * (n + 1) * LEADING + size * (LEADING - 1), size));
      let top = this.y - CELL_PAD - lines[i]!.length * size * LEADING;
      for (const p of cell.pictures ?? []) {
        this.page.drawImage(p.image, { x: x + CELL_PAD, y: top - p.height, width: p.width, height: p.height });
        top -= p.height + IMAGE_GAP;
      }
      x += w;
    });
    this.y -= height;
  }

  rowHeight(cells: readonly Cell[], widths: readonly number[], size = BODY): number {
    return Math.max(...cells.map((cell, i) => this.linesOf(cell, widths[i]!, size).length * size * LEADING + picturesHeight(cell))) + CELL_PAD * 2;
  }

  /** A table: the header row again at the top of every page it runs onto; a row never splits. */
  table(header: readonly string[], rows: readonly (readonly (string | Cell)[])[], widths: readonly number[], footer?: readonly string[]): void {
    const headerCells = header.map((text) => ({ text, fill: LABEL_BG }));
    const headerHeight = this.rowHeight(headerCells, widths);
    const all = (footer ? [...rows, footer] : rows).map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell)));
    if (all.length === 0) {
      this.ensure(headerHeight);
      this.row(headerCells, widths);
      return;
    }
    this.ensure(headerHeight + this.rowHeight(all[0]!, widths));
    this.row(headerCells, widths);
    for (const cells of all) {
      if (this.ensure(this.rowHeight(cells, widths))) this.row(headerCells, widths);
      this.row(cells, widths);
    }
  }

  /** The page label on every page, once the page count is known. */
  finish(): void {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      if (this.doc.pageNumbers) {
        const label = pageLabel(index + 1, total);
        const w = this.type.width(label, SMALL);
        this.type.draw(page, label, (this.width - w) / 2, mmToPt(this.doc.margins.bottom) / 2 + SMALL, SMALL, MUTED);
      }
    });
  }
}

/** Every picture the sheet draws: printing attachments' image files (a 签名 control's) and the record's signatures. */
function imageUrlsOf(doc: PrintDocument): string[] {
  const urls = doc.fields.flatMap((field) => (field.value.kind === 'files' && field.value.asImages
    ? field.value.files.flatMap((file) => (file.image && file.url ? [file.url] : []))
    : []));
  return [...urls, ...(doc.approvalRecord ?? []).flatMap((row) => row.signatureUrl ?? [])];
}

/**
 * A field's value cell: its pictures (image files that loaded), the other files by name. Many pictures share
 * one page's height (`room`), so the row still fits on a page.
 */
function valueCell(field: PrintedField, images: EmbeddedImages, width: number, room: number): Cell {
  const value = field.value;
  if (value.kind !== 'files' || !value.asImages) return { text: plainText(value) };
  const drawn = value.files.map((file) => (file.image && file.url ? images.get(file.url) : undefined));
  const share = (room - BODY * LEADING * 2) / Math.max(drawn.filter(Boolean).length, 1) - IMAGE_GAP;
  return {
    text: value.files.filter((_, i) => !drawn[i]).map((file) => file.name).join('、'),
    pictures: value.files.flatMap((file, i) => {
      const image = drawn[i];
      return image ? [picture(image, width - CELL_PAD * 2, Math.min(share, file.signature ? SIGNATURE_MAX_HEIGHT : IMAGE_MAX_HEIGHT))] : [];
    }),
  };
}

/** The record's 意见 cell: the comment, the signature's picture below it (its words when the picture is not to be had). */
function commentCell(row: ApprovalRecordRow, images: EmbeddedImages, width: number): Cell {
  const image = row.signatureUrl ? images.get(row.signatureUrl) : undefined;
  if (image) return { text: row.comment, pictures: [picture(image, width - CELL_PAD * 2, SIGNATURE_MAX_HEIGHT)] };
  return { text: row.signature ? [row.comment, '（已手写签名）'].filter(Boolean).join(' ') : row.comment };
}

export async function renderPrintPdf(doc: PrintDocument, source: FontSource, loadImage: ImageLoader = fetchImage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(doc.fileName.replace(/\.pdf$/, ''));
  const type = new Typesetter(pdf, parseFontFaces(await source.css()), source);
  await type.prepare(textsOf(doc));
  const images = await embedImages(pdf, imageUrlsOf(doc), loadImage);
  const layout = new Layout(pdf, type, doc);
  const full = layout.contentWidth;

  if (doc.headerText) layout.centered(doc.headerText, SMALL, MUTED);
  layout.centered(doc.title, TITLE);
  layout.gap(6);

  // System fields two to a row: label, value, label, value.
  const quarter = [full * 0.15, full * 0.35, full * 0.15, full * 0.35];
  for (let i = 0; i < doc.systemFields.length; i += 2) {
    const pair = doc.systemFields.slice(i, i + 2);
    const cells = pair.flatMap((f) => [{ text: f.label, fill: LABEL_BG }, { text: f.value }]);
    while (cells.length < 4) cells.push({ text: '' });
    layout.ensure(layout.rowHeight(cells, quarter));
    layout.row(cells, quarter);
  }

  const labelled = [full * 0.25, full * 0.75];
  for (const field of doc.fields) {
    if (field.value.kind === 'table') {
      const value = field.value;
      const title = [{ text: field.label, fill: LABEL_BG }];
      layout.ensure(layout.rowHeight(title, [full]) * 3);
      layout.row(title, [full]);
      const n = Math.max(value.columns.length, 1);
      layout.table(value.columns, value.rows, value.columns.map(() => full / n), value.footer);
      continue;
    }
    const cells = [{ text: field.label, fill: LABEL_BG }, valueCell(field, images, labelled[1]!, layout.pageRoom)];
    layout.ensure(layout.rowHeight(cells, labelled));
    layout.row(cells, labelled);
  }

  if (doc.approvalRecord) {
    layout.gap(10);
    const title = [{ text: '审批记录', fill: LABEL_BG }];
    layout.ensure(layout.rowHeight(title, [full]) * 3);
    layout.row(title, [full]);
    const widths = [0.16, 0.16, 0.14, 0.34, 0.2].map((x) => x * full);
    layout.table(['节点', '审批人', '操作', '意见', '时间'], doc.approvalRecord.map((r) => [r.node, r.who, r.decision, commentCell(r, images, widths[3]!), r.time]), widths);
  }

  layout.finish();
  return pdf.save();
}

/** The PrintPdf port over pdf-lib with the given font source. */
export function pdfLibPrintPdf(source: FontSource): PrintPdf {
  return { render: (doc) => renderPrintPdf(doc, source) };
}
