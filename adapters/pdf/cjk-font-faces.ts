/**
 * The Chinese font of the PDF: Noto Sans SC (OFL) as @fontsource ships it, ~100 small files each covering a
 * unicode range (its 400.css lists them). Only the files a sheet's characters need are loaded, as WOFF
 * (pdf-lib's fontkit subsets WOFF reliably; its WOFF2 subsets lose their outlines).
 */
export interface FontFace {
  /** The WOFF file name, relative to the CSS. */
  readonly file: string;
  /** Inclusive code point ranges. */
  readonly ranges: ReadonlyArray<readonly [number, number]>;
}

/** Where the font's CSS and files are read from (the browser fetches them; tests read node_modules). */
export interface FontSource {
  css(): Promise<string>;
  file(name: string): Promise<Uint8Array>;
}

/** The faces of a @fontsource CSS file (its src url and unicode-range per @font-face). */
export function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const src = /url\(\.?\/?files\/([^)]+?)\.woff2?\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!src || !range) continue;
    const ranges = range.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      const a = parseInt(from ?? '', 16);
      return [a, to ? parseInt(to, 16) : a] as const;
    }).filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
    faces.push({ file: `${src}.woff`, ranges });
  }
  return faces;
}

/** The face whose ranges hold a code point. */
export function faceFor(faces: readonly FontFace[], codePoint: number): FontFace | undefined {
  return faces.find((face) => face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b));
}

/** In the browser: the files the build copies to /fonts/noto-sans-sc/. */
export const browserFontSource: FontSource = {
  async css() {
    const response = await fetch('/fonts/noto-sans-sc/400.css');
    if (!response.ok) throw new Error(`font css ${response.status}`);
    return response.text();
  },
  async file(name) {
    const response = await fetch(`/fonts/noto-sans-sc/files/${name}`);
    if (!response.ok) throw new Error(`font ${name} ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  },
};
