// Guard of issue 24 "a control type is one module": no code outside domain/controls/types/ (and the registries)
// decides by a moduleId number; it asks the control type. Proven on deliberately bad snippets first.
import path from 'node:path';
import { moduleIdLiterals, scanLayers } from './module-id-literals';

const repo = path.resolve(__dirname, '../..');

describe('no moduleId number compared outside the control types', () => {
  test.each([
    ['an equality', 'if (control.moduleId === 15) rows();'],
    ['an inequality', "if (c.moduleId !== 13) return next;"],
    ['a loose equality, number first', 'const table = 15 == control.moduleId;'],
    ['an optional chain', 'const ok = this.byId.get(id)?.moduleId === 12;'],
    ['a switch with number labels', 'switch (control.moduleId) {\n  case 24: return formula();\n  default: return [];\n}'],
    ['an inline list', 'if ([0, 14, 19].includes(control.moduleId)) skip();'],
    ['a named set', 'const NO_VALUE = new Set([0, 14, 19, 23]);\nexport const holds = (c) => !NO_VALUE.has(c.moduleId);'],
    ['a named array', 'const IDS: readonly number[] = [0, 19, 23];\nconst keep = controls.filter((c) => !IDS.includes(c.moduleId));'],
  ])('flags %s', (_name, snippet) => {
    expect(moduleIdLiterals('ui/x.tsx', snippet)).toHaveLength(1);
  });

  test('asking the type, or a switch over something else, is not flagged', () => {
    const good = [
      'if (getControlType(control.moduleId)?.capabilities.columns) rows();',
      'switch (response.status) {\n  case 400: return invalid();\n}',
      'const LIMITS = [1, 2, 3];\nconst ok = LIMITS.includes(count);',
      'const create = () => ({ moduleId: 15 });',
    ].join('\n');
    expect(moduleIdLiterals('ui/x.tsx', good)).toEqual([]);
  });

  test('domain, application, adapters and ui ask the control type instead of comparing moduleId numbers', () => {
    expect(scanLayers(repo, ['domain', 'application', 'adapters', 'ui'])).toEqual([]);
  });
});
