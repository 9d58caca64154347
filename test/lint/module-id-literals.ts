/**
 * Finds code that decides by a control's moduleId number (`moduleId === 15`, `case 24:` in a switch over a
 * moduleId, a list of numbers asked `.includes(x.moduleId)` / `.has(x.moduleId)`). Only the control type
 * modules (domain/controls/types/) and the registries may name moduleIds; everything else asks the type.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Where a moduleId number may be written: the types themselves and the registries that list them. */
export const ALLOWED = [/^domain\/controls\/types\//, /^domain\/controls\/registry\.ts$/, /^ui\/controls\/registry\.ts$/];

const COMPARED = /moduleId\)?\s*(===|!==|==|!=)\s*\d+|\b\d+\s*(===|!==|==|!=)\s*[\w.?]*moduleId\b/;
const SWITCH = /switch\s*\([^)]*moduleId[^)]*\)\s*\{/g;
const NUMBER_CASE = /\bcase\s+\d+\s*:/;
const INLINE_LIST = /\[\s*\d+(\s*,\s*\d+)*\s*\]\s*\.(includes|indexOf)\([^)]*moduleId/;
const NAMED_LIST = /\b(?:const|let|var)\s+(\w+)[^=\n]*=\s*(?:new\s+Set\s*(?:<[^>]*>)?\(\s*)?\[\s*\d+(?:\s*,\s*\d+)*\s*\]/g;

const lineOf = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/** The body of the block whose `{` is at `open`. */
function blockAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** The moduleId decisions in one source text. */
export function moduleIdLiterals(file: string, source: string): Finding[] {
  const found: Finding[] = [];
  const lines = source.split('\n');
  const add = (line: number) => found.push({ file, line, text: lines[line - 1].trim() });
  lines.forEach((text, i) => {
    if (COMPARED.test(text) || INLINE_LIST.test(text)) add(i + 1);
  });
  for (const match of source.matchAll(SWITCH)) {
    const open = match.index + match[0].length - 1;
    const body = blockAt(source, open);
    const label = NUMBER_CASE.exec(body);
    if (label) add(lineOf(source, open + label.index));
  }
  for (const match of source.matchAll(NAMED_LIST)) {
    const asked = new RegExp(`\\b${match[1]}\\s*\\.\\s*(has|includes|indexOf)\\([^)]*moduleId`);
    const use = asked.exec(source);
    if (use) add(lineOf(source, use.index));
  }
  return found;
}

/** Every finding under the layers' folders of `repo`, outside the allowed files. */
export function scanLayers(repo: string, layers: readonly string[]): Finding[] {
  const found: Finding[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repo, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !ALLOWED.some((pattern) => pattern.test(rel))) {
        found.push(...moduleIdLiterals(rel, fs.readFileSync(path.join(repo, rel), 'utf8')));
      }
    }
  };
  for (const layer of layers) walk(layer);
  return found;
}
