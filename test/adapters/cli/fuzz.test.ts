/**
 * Fuzzing the CLI: at least 10,000 random or mutated inputs through runCli in-process, and a sample through the
 * real executable; it must never crash (throw), hang, or print more than one line for unusable input.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import fc from 'fast-check';
import { runCli } from '../../../adapters/cli/run-cli';
import { memoryIo } from './memory-io';

const baseForm = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/form.json'), 'utf8'));
baseForm.controls.push(
  { id: 'multi', moduleId: 10, name: '多选', config: { title: '多选' }, props: { min: 1, max: 2 }, children: [{ id: 1, value: 'a' }, { id: 2, value: 'b' }], logic: {} },
  { id: 'd1', moduleId: 3, name: '日期', config: { title: '开始', _timeConfig: { start: { type: 'daysBefore', days: 3 } } }, props: {} },
  { id: 'd2', moduleId: 3, name: '日期', config: { title: '结束', _timeConfig: { start: { type: 'linkedControl', controlId: 'd1' } } }, props: {} },
  { id: 'dc', moduleId: 25, name: '日期计算器', config: { title: '天数' }, props: { unit: 'hours' }, linkToControlsId: ['d1', 'd2'] },
  { id: 'file', moduleId: 11, name: '附件', config: { title: '附件', isPrint: true }, props: { accept: '.png,.pdf', maxNum: 2 } },
  { id: 'st', moduleId: 21, name: '表格统计', config: { title: '统计' }, props: { isShowBillsCount: true, billCountTableIds: ['t'] }, rules: [{ tableId: 't', tableColumnId: 'c1', calculateType: '+' }] },
);
const baseValues = { name: '张三', phone: '13812345678', n1: 2, multi: [1], d1: '2024-03-01', d2: '2024-03-02 10:00', file: { attachments: ['f'], fileList: ['a.png'] }, t: [[1.5, 'x']] };

/** A mutation: walk down by `steps` (each picks a child by index modulo), then replace, delete or wrap. */
type Mutation = { steps: number[]; action: 'replace' | 'delete' | 'wrap' | 'duplicate'; value: unknown };

function mutate(root: unknown, mutation: Mutation): unknown {
  const copy = JSON.parse(JSON.stringify(root));
  let parent: unknown = undefined;
  let key: string | number | undefined;
  let node: unknown = copy;
  for (const step of mutation.steps) {
    if (node === null || typeof node !== 'object') break;
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    if (keys.length === 0) break;
    parent = node;
    key = keys[step % keys.length];
    node = (node as Record<string | number, unknown>)[key];
  }
  if (parent === undefined || key === undefined) return mutation.action === 'replace' ? mutation.value : copy;
  const target = parent as Record<string | number, unknown>;
  switch (mutation.action) {
    case 'replace': target[key] = mutation.value; break;
    case 'delete': if (Array.isArray(target)) target.splice(Number(key), 1); else delete target[key]; break;
    case 'wrap': target[key] = [node]; break;
    case 'duplicate': if (Array.isArray(target)) target.push(JSON.parse(JSON.stringify(node ?? null))); else target[`${key}`] = node; break;
  }
  return copy;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  steps: fc.array(fc.nat(50), { maxLength: 6 }),
  action: fc.constantFrom('replace', 'delete', 'wrap', 'duplicate'),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('', '1e400', '-0', '13812345678', 'http://x', '2024-02-30', '(', ')', '/', '0', 'NaN', { id: 'calc' }, { id: 'n1' }, 15, 24, 21, 16),
  ),
});

function check(argv: string[], files: Record<string, string>): void {
  const m = memoryIo(files);
  const started = Date.now();
  const code = runCli(argv, m.io) as number; // validate and check-form answer synchronously
  const elapsed = Date.now() - started;
  if (![0, 1, 2].includes(code)) throw new Error(`exit code ${code}`);
  if (elapsed > 2000) throw new Error(`took ${elapsed} ms`);
  const stderr = m.stderr();
  if (code === 2) {
    if (!/^approval-form: [^\n]*\n$/.test(stderr)) throw new Error(`not one line: ${JSON.stringify(stderr)}`);
    if (/\n\s+at /.test(stderr)) throw new Error('stack trace');
  } else {
    if (stderr !== '') throw new Error(`stderr on exit ${code}: ${stderr}`);
    if (argv.includes('json') && !m.stdout().startsWith('approval-form —')) {
      const out = JSON.parse(m.stdout());
      if (typeof out.valid !== 'boolean' || !Array.isArray(out.errors) || out.valid !== (code === 0)) throw new Error('bad output');
    }
  }
}

const validateArgs = (format: string) => ['validate', '--form', 'form.json', '--values', 'values.json', '--format', format, '--today', '2024-03-02'];
const checkArgs = (format: string) => ['check-form', '--form', 'form.json', '--format', format];

describe('CLI fuzz: never crashes or hangs on 10,000+ random or mutated inputs', () => {
  it('mutated forms with valid values (3,500 runs)', () => {
    fc.assert(fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), fc.constantFrom('json', 'text'), (mutations, format) => {
      const form = mutations.reduce((doc: unknown, mutation) => mutate(doc, mutation), baseForm);
      const files = { 'form.json': JSON.stringify(form), 'values.json': JSON.stringify(baseValues) };
      check(validateArgs(format), files);
      check(checkArgs(format), files);
    }), { numRuns: 3500 });
  });

  it('mutated values (3,500 runs)', () => {
    fc.assert(fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), fc.constantFrom('json', 'text'), (mutations, format) => {
      const values = mutations.reduce((doc: unknown, mutation) => mutate(doc, mutation), baseValues);
      check(validateArgs(format), { 'form.json': JSON.stringify(baseForm), 'values.json': JSON.stringify(values) });
    }), { numRuns: 3500 });
  });

  it('random JSON documents and random text as files (2,500 runs)', () => {
    fc.assert(fc.property(
      fc.oneof(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), fc.string({ maxLength: 200 }), fc.constant('\uFEFF{}')),
      fc.oneof(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'), fc.string({ maxLength: 50 })),
      (form, values) => {
        check(validateArgs('json'), { 'form.json': form, 'values.json': values });
        check(checkArgs('json'), { 'form.json': form });
      },
    ), { numRuns: 2500 });
  });

  it('random arguments (1,000 runs)', () => {
    const token = fc.oneof(fc.constantFrom('validate', 'check-form', '--form', '--values', '--format', 'json', 'text', 'form.json', 'values.json', '--today', '--hidden', '--form=form.json', '-h'), fc.string({ maxLength: 12 }));
    fc.assert(fc.property(fc.array(token, { maxLength: 8 }), (argv) => {
      check(argv, { 'form.json': JSON.stringify(baseForm), 'values.json': JSON.stringify(baseValues) });
    }), { numRuns: 1000 });
  });

  it('the real executable on a sample of mutated inputs (20 runs)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-form-fuzz-'));
    const bin = path.join(__dirname, '../../../bin/approval-form.js');
    const samples = fc.sample(fc.tuple(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), fc.boolean()), { numRuns: 20, seed: 4 });
    for (const [mutations, onForm] of samples) {
      const form = onForm ? mutations.reduce((doc: unknown, mutation) => mutate(doc, mutation), baseForm) : baseForm;
      const values = onForm ? baseValues : mutations.reduce((doc: unknown, mutation) => mutate(doc, mutation), baseValues);
      fs.writeFileSync(path.join(dir, 'form.json'), JSON.stringify(form));
      fs.writeFileSync(path.join(dir, 'values.json'), JSON.stringify(values));
      const result = spawnSync(process.execPath, [bin, ...validateArgs('json')], { cwd: dir, encoding: 'utf8', timeout: 15000 });
      expect(result.error).toBeUndefined();
      expect([0, 1, 2]).toContain(result.status);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      if (result.status === 2) expect(result.stderr).toMatch(/^approval-form: [^\n]*\n$/);
      else expect(typeof JSON.parse(result.stdout).valid).toBe('boolean');
    }
  }, 120000);
});
