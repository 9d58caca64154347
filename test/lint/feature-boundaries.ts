import path from 'node:path';

/**
 * The feature folders of each layer. A feature may use another feature only through the modules that one
 * declares public (a `@feature-public` line in their first comment); everything else in a feature folder is
 * its internals. Folders not listed (ui/shell, ui/hooks, ui/controls, application/ports, application/shared,
 * application/organisation, …) are shared and may be imported by anyone.
 */
export const FEATURES: Readonly<Record<'ui' | 'application', readonly string[]>> = {
  ui: ['admin', 'approvals', 'designer', 'filler', 'flow-designer', 'flow-statistics', 'flow-view', 'notice-mode', 'ocr', 'print'],
  application: ['admin', 'approvals', 'designer', 'filler', 'notice-mode', 'ocr', 'print', 'statistics'],
};

export const PUBLIC_MARK = '@feature-public';

export interface BoundaryViolation {
  readonly from: string;
  readonly to: string;
}

/** The layer and feature of a repository path (`ui/approvals/x.tsx` → ['ui', 'approvals']), if it is in one. */
function featureOf(file: string): [string, string] | undefined {
  const [layer, folder] = file.split('/');
  if ((layer === 'ui' || layer === 'application') && folder && FEATURES[layer].includes(folder)) return [layer, folder];
  return undefined;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;

/** The file an import names, among the known files (`.ts`, `.tsx`, `/index.ts`). */
function resolve(from: string, specifier: string, files: ReadonlyMap<string, string>): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => files.has(candidate));
}

/** Every import of one feature's internals by another feature of the same layer. `files`: path → text. */
export function featureBoundaryViolations(files: ReadonlyMap<string, string>): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const [from, text] of files) {
    const source = featureOf(from);
    if (!source) continue;
    for (const match of text.matchAll(IMPORT)) {
      const to = resolve(from, match[1]!, files);
      if (!to) continue;
      const target = featureOf(to);
      if (!target || target[0] !== source[0] || target[1] === source[1]) continue;
      if (!files.get(to)!.includes(PUBLIC_MARK)) violations.push({ from, to });
    }
  }
  return violations;
}
