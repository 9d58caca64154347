/**
 * Pictures for the seeded image-choice options (issue 14, item 10: they showed empty cards). An option image
 * may only be an http(s) link or a path of the app's own hosts (domain/model/image-url.ts refuses `data:`),
 * so the pictures are seeded as stored files and the options point at the storage's get_file link, which the
 * demo serves in every mode (the browser's service worker and demo-server share the handlers). They are
 * drawn here as small 24-bit BMPs: BMP is on the storage's inline image allow-list (served as image/bmp)
 * and needs no compressor, and no binary file has to be kept in the repository.
 */
import type { UploadRow } from '../../../server/core/store/demo-tables';

type Rgb = readonly [number, number, number];
/** Paints one pixel: the colour at (x, y), or undefined to keep what is under it. */
type Layer = (x: number, y: number) => Rgb | undefined;

export const OPTION_IMAGE_WIDTH = 160;
export const OPTION_IMAGE_HEIGHT = 96;

/** A 24-bit BMP (top-down rows) of the layers painted in order over a white ground. */
export function drawBmp(width: number, height: number, layers: readonly Layer[]): ArrayBuffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + rowSize * height;
  const view = new DataView(new ArrayBuffer(size));
  view.setUint8(0, 0x42); // 'B'
  view.setUint8(1, 0x4d); // 'M'
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true); // pixel data offset
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true); // negative: rows run top to bottom
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, rowSize * height, true);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour: Rgb = [255, 255, 255];
      for (const layer of layers) colour = layer(x, y) ?? colour;
      const at = 54 + y * rowSize + x * 3;
      view.setUint8(at, colour[2]); // BMP stores blue, green, red
      view.setUint8(at + 1, colour[1]);
      view.setUint8(at + 2, colour[0]);
    }
  }
  return view.buffer;
}

const fill = (colour: Rgb): Layer => () => colour;
const rect = (x0: number, y0: number, x1: number, y1: number, colour: Rgb, radius = 0): Layer => (x, y) => {
  if (x < x0 || x >= x1 || y < y0 || y >= y1) return undefined;
  // Rounded corners: outside the corner circle is not painted.
  const cx = x < x0 + radius ? x0 + radius : x >= x1 - radius ? x1 - radius - 1 : x;
  const cy = y < y0 + radius ? y0 + radius : y >= y1 - radius ? y1 - radius - 1 : y;
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 ? colour : undefined;
};
const circle = (cx: number, cy: number, r: number, colour: Rgb): Layer => (x, y) =>
  ((x - cx) ** 2 + (y - cy) ** 2 <= r * r ? colour : undefined);

const W = OPTION_IMAGE_WIDTH;
const H = OPTION_IMAGE_HEIGHT;

/** 银行卡: a blue card with its magnetic stripe and chip. */
const bankCard = (): ArrayBuffer => drawBmp(W, H, [
  fill([230, 244, 255]),
  rect(30, 14, 130, 82, [22, 119, 255], 8),
  rect(30, 28, 130, 40, [16, 56, 122]),
  rect(42, 50, 60, 64, [250, 219, 20], 3),
  rect(70, 66, 118, 72, [186, 224, 255]),
]);

/** 支付宝: a blue coin with a white ring, on a pale ground. */
const alipay = (): ArrayBuffer => drawBmp(W, H, [
  fill([240, 248, 255]),
  circle(80, 48, 34, [22, 119, 255]),
  circle(80, 48, 22, [255, 255, 255]),
  circle(80, 48, 16, [22, 119, 255]),
]);

/** The seeded pictures, by file id. */
const PICTURES: ReadonlyArray<{ id: string; name: string; draw: () => ArrayBuffer }> = [
  { id: 'seed-option-bank-card', name: '银行卡.bmp', draw: bankCard },
  { id: 'seed-option-alipay', name: '支付宝.bmp', draw: alipay },
];

/** The link an option's imgURL holds: the storage's own get_file path (allowed by isSafeImageUrl). */
export function seedImageUrl(fileId: string): string {
  return `/api/storage/get_file?_id=${encodeURIComponent(fileId)}`;
}

export const SEED_OPTION_IMAGE = { bankCard: PICTURES[0].id, alipay: PICTURES[1].id } as const;

/** The stored files of the pictures (the uploads table of a fresh demo database). */
export function seedOptionImageUploads(): UploadRow[] {
  return PICTURES.map(({ id, name, draw }) => {
    const bytes = draw();
    return { id, name, type: 'image/bmp', size: bytes.byteLength, bytes };
  });
}
