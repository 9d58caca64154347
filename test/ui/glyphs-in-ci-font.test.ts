// Issue 14, item 10: glyphs missing from the only font CI (and many Linux desktops) has, WenQuanYi Zen Hei,
// render as empty boxes (the 📎 attachment emoji did). Text the UI shows may hold ASCII, Chinese and their
// punctuation, and the symbols listed here, each checked to be in WenQuanYi Zen Hei with
// `fc-list ":charset=<hex>"` (⋮ ⋯ ⌫ − ‹ › are not: they are drawn as SVG, ui/icons/glyph-icons.tsx).
import * as fs from 'node:fs';
import * as path from 'node:path';

const IN_CI_FONT = new Set([...'·×÷–—‘’“”…←↑→↓≤≥√']);
const SHOWN = /[^\x00-\x7f\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/gu;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The text of a source file without its comments (what a comment holds is never drawn). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').split('\n').filter((line) => !/^\s*\/\//.test(line)).join('\n');
}

test('the UI shows no glyph that WenQuanYi Zen Hei lacks (an emoji or symbol would be an empty box)', () => {
  const root = path.join(__dirname, '../../ui');
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    for (const glyph of withoutComments(fs.readFileSync(file, 'utf8')).match(SHOWN) ?? []) {
      if (!IN_CI_FONT.has(glyph)) found.push(`${path.relative(root, file)}: ${glyph} (U+${glyph.codePointAt(0)!.toString(16).toUpperCase()})`);
    }
  }
  expect(found).toEqual([]);
});

test('the check catches an emoji and a symbol the font lacks', () => {
  expect('附件📎 拖动⋮'.match(SHOWN)?.filter((g) => !IN_CI_FONT.has(g))).toEqual(['📎', '⋮']);
});
