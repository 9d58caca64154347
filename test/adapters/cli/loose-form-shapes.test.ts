// Issue 14, "Reading what real backends send": the CLI reads a form as a real backend sends it (controls
// without props or children, a column whose fixed is "", null or false, numbers as strings) and applies the
// type defaults; a form whose fields have no meaning is still unusable input (exit 2) naming the field path.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../../adapters/cli/run-cli';
import { memoryIo } from './memory-io';

const looseForm = fs.readFileSync(path.join(__dirname, 'fixtures/loose-backend-form.json'), 'utf8');
const run = (argv: string[], files: Record<string, string>) => {
  const m = memoryIo(files);
  const code = runCli(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
};

describe('Postel: the CLI reads the loose shapes a real backend sends', () => {
  it('check-form accepts a form with missing props/children, fixed "" / null / false and numeric strings', () => {
    const result = run(['check-form', '--form', 'form.json'], { 'form.json': looseForm });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, errors: [] });
  });

  it('validate checks values against the normalised definition (the table\'s columns, a required text)', () => {
    const values = { count: '3', rows: [[1.5, '', '2024-05-01']] };
    const result = run(['validate', '--form', 'form.json', '--values', 'values.json'], { 'form.json': looseForm, 'values.json': JSON.stringify(values) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual([{ controlId: 'reason', message: '必填项' }]);
    const good = run(['validate', '--form', 'form.json', '--values', 'values.json'], { 'form.json': looseForm, 'values.json': JSON.stringify({ ...values, reason: '出差' }) });
    expect(good.code).toBe(0);
  });

  it('a control without moduleId is still refused: check-form names it, validate reports its path (exit 2)', () => {
    const bad = JSON.parse(looseForm);
    delete bad.controls[0].moduleId;
    const result = run(['check-form', '--form', 'f.json'], { 'f.json': JSON.stringify(bad) });
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('moduleId');
    const validate = run(['validate', '--form', 'f.json', '--values', 'v.json'], { 'f.json': JSON.stringify(bad), 'v.json': '{}' });
    expect(validate).toMatchObject({ code: 2, stderr: expect.stringContaining('controls[0].moduleId') });
  });

  it('a word where a number is meant is refused with its path', () => {
    const bad = JSON.parse(looseForm);
    bad.controls[2].props.maxNum = 'ten';
    const result = run(['check-form', '--form', 'f.json'], { 'f.json': JSON.stringify(bad) });
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('controls[2].props.maxNum') });
  });

  it('the approval-form executable reads the loose form too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-form-loose-'));
    fs.writeFileSync(path.join(dir, 'form.json'), looseForm);
    const bin = path.join(__dirname, '../../../bin/approval-form.js');
    const result = spawnSync(process.execPath, [bin, 'check-form', '--form', 'form.json', '--format', 'text'], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('表单定义检查通过\n');
    expect(result.status).toBe(0);
  });
});
