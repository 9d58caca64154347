// The dependency rule of the design card is enforced by dependency-cruiser (npm run lint). This test proves
// the rule set rejects each forbidden direction, on a throw-away tree that mirrors the repository's layout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface Violation { rule: { name: string }; from: string; to: string }

function cruise(files: Record<string, string>): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
  try {
    fs.copyFileSync(path.join(repo, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true },
    }));
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const roots = [...new Set(Object.keys(files).map((f) => f.split('/')[0]))];
    let output: string;
    try {
      output = execFileSync(path.join(repo, 'node_modules/.bin/depcruise'),
        [...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ADAPTER = { 'adapters/http/axios-thing.ts': 'export class AxiosThing {}\n' };

describe('dependency rule (lint)', () => {
  it('accepts the allowed directions', () => {
    const violations = cruise({
      'domain/a.ts': "import Decimal from 'decimal.js';\nimport dayjs from 'dayjs';\nimport { b } from './b';\nexport const a = [Decimal, dayjs, b];\n",
      'domain/b.ts': 'export const b = 1;\n',
      'application/use-case.ts': "import { a } from '../domain/a';\nimport { of } from 'rxjs';\nexport const u = [a, of];\n",
      'ui/page.tsx': "import { u } from '../application/use-case';\nexport const p = u;\n",
      ...ADAPTER,
      'composition-root.ts': "import { AxiosThing } from './adapters/http/axios-thing';\nexport const c = AxiosThing;\n",
    });
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it('rejects domain/ importing a framework (react)', () => {
    const violations = cruise({ 'domain/bad.ts': "import { useState } from 'react';\nexport const x = useState;\n" });
    expect(violations.map((v) => v.rule.name)).toContain('domain-is-pure');
  });

  it('rejects domain/ importing application/', () => {
    const violations = cruise({
      'domain/bad.ts': "import { u } from '../application/use-case';\nexport const x = u;\n",
      'application/use-case.ts': 'export const u = 1;\n',
    });
    expect(violations.map((v) => v.rule.name)).toContain('domain-is-pure');
  });

  it('rejects ui/ importing an adapter', () => {
    const violations = cruise({ ...ADAPTER, 'ui/bad.tsx': "import { AxiosThing } from '../adapters/http/axios-thing';\nexport const x = AxiosThing;\n" });
    expect(violations.map((v) => v.rule.name)).toEqual(expect.arrayContaining(['ui-never-imports-adapters']));
  });

  it('rejects application/ binding an adapter (only composition-root.ts may)', () => {
    const violations = cruise({ ...ADAPTER, 'application/module.ts': "import { AxiosThing } from '../adapters/http/axios-thing';\nexport const x = AxiosThing;\n" });
    expect(violations.map((v) => v.rule.name)).toEqual(expect.arrayContaining(['only-composition-root-knows-adapters']));
  });

  it('rejects application/ importing axios', () => {
    const violations = cruise({ 'application/bad.ts': "import axios from 'axios';\nexport const x = axios;\n" });
    expect(violations.map((v) => v.rule.name)).toContain('application-imports-domain-rxjs-inversify');
  });

  it('issue 44: ui/ features import downward only — 流程统计 may use the approvals table, never the reverse', () => {
    const tree = {
      'ui/approvals/instance-table.tsx': 'export const Table = 1;\n',
      'ui/flow-statistics/drill.tsx': "import { Table } from '../approvals/instance-table';\nexport const Drill = Table;\n",
      'ui/shell/route-table.tsx': "import { Drill } from '../flow-statistics/drill';\nexport const routes = [Drill];\n",
      'ui/flow-statistics/page-frame-user.tsx': "import { routes } from '../shell/route-table';\nexport const x = routes;\n",
    };
    expect(cruise(tree).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
    const back = cruise({ ...tree, 'ui/approvals/statistics-link.tsx': "import { Drill } from '../flow-statistics/drill';\nexport const x = Drill;\n" });
    expect(back.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([
      'ui-features-import-downward-approvals-inbox: ui/approvals/statistics-link.tsx -> ui/flow-statistics/drill.tsx',
    ]);
  });

  it('issue 44: a new ui/ folder has to take its place in UI_FEATURE_LAYERS', () => {
    const violations = cruise({
      'ui/brand-new/thing.tsx': 'export const thing = 1;\n',
      'ui/approvals/uses-it.tsx': "import { thing } from '../brand-new/thing';\nexport const x = thing;\n",
    });
    expect(violations.map((v) => v.rule.name)).toContain('ui-folder-listed-in-layers');
  });
});
