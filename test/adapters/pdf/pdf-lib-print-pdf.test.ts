import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderPrintPdf } from '../../../adapters/pdf/pdf-lib-print-pdf';
import { parseFontFaces, faceFor } from '../../../adapters/pdf/cjk-font-faces';
import { buildPrintDocument } from '../../../domain/print/print-document';
import { DEFAULT_PRINT_TEMPLATE } from '../../../domain/print/print-template';
import { leaveSource } from '../../fixtures/print-fixtures';
import { nodeFontSource } from './node-font-source';

/** The text of a PDF as Debian's poppler-utils extracts it (installed by .ci/run). */
function pdfText(bytes: Uint8Array): { text: string; pages: string[] } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-pdf-')), 'sheet.pdf');
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { text, pages: text.split('\f').filter((page) => page.trim() !== '') };
}

/** Page 1 rendered by poppler's pdftoppm as 8-bit grey pixels (0 black … 255 white). */
function firstPageGrey(bytes: Uint8Array): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-png-'));
  fs.writeFileSync(path.join(dir, 'sheet.pdf'), bytes);
  execFileSync('pdftoppm', ['-gray', '-r', '100', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'sheet.pdf'), path.join(dir, 'page')]);
  const pgm = fs.readFileSync(path.join(dir, 'page.pgm'));
  // P5 <width> <height> <max>\n, then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  return new Uint8Array(pgm.subarray(header[0].length));
}

const history = [{ taskId: 'task-1', approverName: '李四', action: 'approve', comment: '情况属实，同意', at: '2025-03-06T03:30:00.000Z' }];
const moment = { printedBy: '李四', printedAt: '2025-03-07T01:00:00.000Z' };

describe('the PDF of a printed sheet', () => {
  test('the font faces are read from the font CSS by unicode range', async () => {
    const faces = parseFontFaces(await nodeFontSource.css());
    expect(faces.length).toBeGreaterThan(90);
    expect(faceFor(faces, '请'.codePointAt(0)!)?.file).toMatch(/^noto-sans-sc-\d+-400-normal\.woff$/);
    expect(faceFor(faces, 'a'.codePointAt(0)!)).toBeDefined();
  });

  test('a 60-row table: every value, the header row on each page, page X of Y, the approval record, as text', async () => {
    const template = { ...DEFAULT_PRINT_TEMPLATE, watermark: '内部资料', systemFields: [...DEFAULT_PRINT_TEMPLATE.systemFields, 'printedBy' as const] };
    const doc = buildPrintDocument(template, leaveSource(60, history), moment);
    const { text, pages } = pdfText(await renderPrintPdf(doc, nodeFontSource));
    expect(pages.length).toBeGreaterThan(1);
    for (let i = 1; i <= 60; i += 1) expect(text).toContain(`项目${i} `);
    expect(text).toContain('总计：1836');
    pages.forEach((page, i) => {
      expect(page).toMatch(/项目\s+金额/);
      // pdftotext reads the label's narrow spaces as nothing; the drawn label is '第 1 页 / 共 N 页'.
      expect(page).toMatch(new RegExp(`第\\s*${i + 1}\\s*页\\s*/\\s*共\\s*${pages.length}\\s*页`));
      // The watermark is drawn as outlines: seen on paper, never mixed into the extracted values.
      expect(page).not.toContain('内部资料');
    });
    for (const value of ['请假', '年假', '2025-03-10 09:00 至 2025-03-12 18:00', '2025年03月13日', '上海市 / 市辖区 / 徐汇区', '回老家探亲', '发起人', '张三', '行政部', '已通过', '打印人']) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/部门审批\s+李四\s+已同意\s+情况属实，同意/);
    expect(text).not.toContain('不要打印我');
  });

  test('the watermark lies under the text and is light: every dark pixel of the text stays dark (issue 32, item 10)', async () => {
    const plain = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(8, history), moment);
    const marked = buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, watermark: '内部资料内部资料' }, leaveSource(8, history), moment);
    const [without, withMark] = [firstPageGrey(await renderPrintPdf(plain, nodeFontSource)), firstPageGrey(await renderPrintPdf(marked, nodeFontSource))];
    expect(withMark.length).toBe(without.length);
    let text = 0;
    let covered = 0;
    let marks = 0;
    let darkest = 255;
    for (let i = 0; i < without.length; i += 1) {
      if (without[i]! < 96) {
        text += 1;
        if (withMark[i]! > without[i]! + 40) covered += 1; // a text pixel the watermark paled: drawn over it
      } else if (without[i] === 255 && withMark[i]! < 255) {
        marks += 1;
        darkest = Math.min(darkest, withMark[i]!);
      }
    }
    expect(text).toBeGreaterThan(1000);
    expect(marks).toBeGreaterThan(200); // the watermark is there
    expect(covered).toBe(0);
    expect(darkest).toBeGreaterThanOrEqual(200); // and light
  });

  test('A5 landscape pages have the template’s size', async () => {
    const doc = buildPrintDocument({ ...DEFAULT_PRINT_TEMPLATE, paper: 'A5', orientation: 'landscape' }, leaveSource(2), moment);
    const bytes = await renderPrintPdf(doc, nodeFontSource);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-pdf-')), 'a5.pdf');
    fs.writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.2\d* x 419\.5\d* pts/);
  });

  describe('signatures print as pictures, as on the HTML sheet', () => {
    const BLACK_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const RED_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const signed = [{ ...history[0], signature: 'file:sig-7' }];
    /** The images poppler's pdfimages lists (one line per image drawn; a PNG's transparency is a further smask line). */
    function imageCount(bytes: Uint8Array): number {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-img-')), 'sheet.pdf');
      fs.writeFileSync(file, bytes);
      return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
    }
    const sheet = (signatureUrl: string | undefined) => {
      const doc = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(1, signed), moment);
      const signatureField = { id: 'applicant_sign', label: '申请人签名', value: { kind: 'files' as const, asImages: true, files: [{ id: 'signature', name: '签名.png', image: true, signature: true, url: RED_DOT }] } };
      return {
        ...doc,
        fields: [...doc.fields, signatureField],
        approvalRecord: doc.approvalRecord?.map((row) => (row.signature && signatureUrl ? { ...row, signatureUrl } : row)),
      };
    };

    test('the approver\'s signature and a 签名 control print as images, not as words', async () => {
      const bytes = await renderPrintPdf(sheet(BLACK_DOT), nodeFontSource);
      expect(imageCount(bytes)).toBe(2);
      const { text } = pdfText(bytes);
      expect(text).toMatch(/部门审批\s+李四\s+已同意\s+情况属实，同意/);
      expect(text).not.toContain('已手写签名');
      expect(text).not.toContain('签名.png');
    });

    /** A grey PNG of `width` × `height` pixels (8-bit grey, no filter). */
    function greyPng(width: number, height: number): Buffer {
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const out = Buffer.alloc(12 + data.length);
        out.writeUInt32BE(data.length, 0);
        body.copy(out, 4);
        out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
        return out;
      };
      const header = Buffer.alloc(13);
      header.writeUInt32BE(width, 0);
      header.writeUInt32BE(height, 4);
      header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace 0
      const rows = Buffer.alloc((width + 1) * height, 0x80);
      for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
      return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
    }

    test('many large images of one printing attachment share one page, so the row never runs off the page', async () => {
      const doc = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(1, history), moment);
      const files = Array.from({ length: 8 }, (_, i) => ({ id: `f${i}`, name: `照片${i}.png`, image: true, url: `/files/f${i}` }));
      const big = greyPng(400, 600);
      const bytes = await renderPrintPdf({ ...doc, fields: [{ id: 'photos', label: '现场照片', value: { kind: 'files', asImages: true, files } }] }, nodeFontSource, async () => big);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-img-')), 'sheet.pdf');
      fs.writeFileSync(file, bytes);
      // pdfimages -list: page num type width height … y-ppi (column 14): the drawn height is 600 px / y-ppi inches.
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').map((line) => line.trim().split(/\s+/)).filter((cols) => cols[2] === 'image');
      expect(images).toHaveLength(8);
      expect(new Set(images.map((cols) => cols[0])).size).toBe(1);
      const drawnHeight = images.reduce((sum, cols) => sum + (600 / Number(cols[13])) * 72, 0);
      expect(drawnHeight).toBeLessThan(842 - 2 * 72 * (15 / 25.4));
    });

    test('a stored signature is loaded through its link; one that cannot be had prints （已手写签名） instead', async () => {
      const links: string[] = [];
      const load = async (url: string) => { links.push(url); return url.startsWith('/files/') ? Buffer.from(BLACK_DOT.split(',')[1]!, 'base64') : undefined; };
      expect(imageCount(await renderPrintPdf(sheet('/files/sig-7'), nodeFontSource, load))).toBe(1);
      expect(links).toContain('/files/sig-7');
      const { text } = pdfText(await renderPrintPdf(sheet(undefined), nodeFontSource, load));
      expect(text).toContain('情况属实，同意 （已手写签名）');
    });
  });
});
