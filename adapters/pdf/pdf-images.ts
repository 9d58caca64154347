/**
 * The pictures a PDF sheet draws (signatures, attachment images): loaded by URL — a data URL decoded here, any
 * other link fetched — and embedded once each. PNG and JPEG are what pdf-lib embeds; anything else, or a
 * picture that cannot be loaded, is left out (the sheet then prints the file's name or the signature's words).
 */
import type { PDFDocument, PDFImage } from 'pdf-lib';

/** The bytes behind a URL, or undefined when they cannot be had. */
export type ImageLoader = (url: string) => Promise<Uint8Array | undefined>;
export type EmbeddedImages = ReadonlyMap<string, PDFImage>;

const DATA_URL = /^data:[^;,]*;base64,(.*)$/;

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const fetchImage: ImageLoader = async (url) => {
  const data = DATA_URL.exec(url);
  if (data) return decodeBase64(data[1]!);
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
};

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

async function embed(pdf: PDFDocument, url: string, load: ImageLoader): Promise<PDFImage | undefined> {
  try {
    const bytes = await load(url);
    if (!bytes) return undefined;
    if (isPng(bytes)) return await pdf.embedPng(bytes);
    if (isJpeg(bytes)) return await pdf.embedJpg(bytes);
  } catch {
    // A broken or unreachable picture does not stop the PDF: its words print instead.
  }
  return undefined;
}

export async function embedImages(pdf: PDFDocument, urls: readonly string[], load: ImageLoader): Promise<EmbeddedImages> {
  const unique = [...new Set(urls)];
  const embedded = await Promise.all(unique.map((url) => embed(pdf, url, load)));
  return new Map(unique.flatMap((url, i) => (embedded[i] ? [[url, embedded[i]] as const] : [])));
}
