import fs from 'node:fs';
import path from 'node:path';
import type { FontSource } from '../../../adapters/pdf/cjk-font-faces';

const dir = path.resolve(__dirname, '../../../node_modules/@fontsource/noto-sans-sc');

/** The font as the build ships it, read from node_modules. */
export const nodeFontSource: FontSource = {
  css: async () => fs.readFileSync(path.join(dir, '400.css'), 'utf8'),
  file: async (name) => new Uint8Array(fs.readFileSync(path.join(dir, 'files', name))),
};
