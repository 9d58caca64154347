import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../../adapters/cli/run-cli';
import { memoryIo } from './memory-io';

const formText = fs.readFileSync(path.join(__dirname, 'fixtures/form.json'), 'utf8');
const run = (argv: string[], files: Record<string, string>) => {
  const m = memoryIo(files);
  const code = runCli(argv, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
};
const validate = (values: unknown, format = 'json') =>
  run(['validate', '--form', 'form.json', '--values', 'values.json', '--format', format], { 'form.json': formText, 'values.json': JSON.stringify(values) });

describe('approval-form validate', () => {
  it('exit 0 and JSON with computed texts for a valid submission', () => {
    const result = validate({ name: '张三', phone: '13812345678', n1: '1', t: [[0.1, 'a'], [0.2, 'b']] });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, errors: [], computed: { t: { c1: '总计：0.3' }, calc: '3.14' } });
  });

  it('exit 1 with errors (controlId, message, row, columnId)', () => {
    const result = validate({ phone: '12345', n1: '1.5', t: [[1, '']] });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual([
      { controlId: 'name', message: '必填项' },
      { controlId: 'phone', message: '手机格式不正确!' },
      { controlId: 'n1', message: '不允许小数' },
      { controlId: 't', message: '必填项', row: 0, columnId: 'c2' },
    ]);
  });

  it('a blank calculator is "" in computed', () => {
    expect(JSON.parse(validate({ name: 'x' }).stdout).computed.calc).toBe('');
  });

  it('text output: one line per error, Chinese message', () => {
    const result = validate({ phone: '12345', name: 'x', t: [[1, '']] }, 'text');
    expect(result.stdout).toBe('手机：手机格式不正确!\n明细 第1行 备注：必填项\n');
  });

  it('a non-numeric string for a number is a validation error, not a shape error', () => {
    const result = validate({ name: 'x', n1: 'abc', t: [[1, 'ok']] });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual([{ controlId: 'n1', message: '数字格式不正确!' }]);
  });
});

describe('approval-form: unusable input gives exit 2 and one line naming the file and the path', () => {
  it('missing file', () => {
    const result = run(['validate', '--form', 'form.json', '--values', 'missing.json'], { 'form.json': formText });
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'approval-form: 值文件 missing.json：文件不存在\n' });
  });
  it('not JSON: names the file and the place, in Chinese', () => {
    const result = run(['check-form', '--form', 'form.json'], { 'form.json': '{\n  "id": "f",\n  nope' });
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'approval-form: 表单文件 form.json：不是有效的 JSON：第 3 行第 3 列（第 18 个字符）不符合 JSON 格式\n' });
  });
  it('issue 33: a "not JSON" error never echoes the file (an /etc/shadow line stays unprinted)', () => {
    const result = run(['validate', '--form', 'form.json', '--values', 'shadow'], { 'form.json': formText, shadow: 'root:*:20245:0:99999:7:::\ndaemon:*:20245:0:99999:7:::\n' });
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'approval-form: 值文件 shadow：不是有效的 JSON：第 1 行第 1 列（第 1 个字符）不符合 JSON 格式\n' });
    expect(result.stderr).not.toMatch(/root|daemon|20245/);
  });
  it('issue 33: every message about the command line or a file is in Chinese', () => {
    const cases: Array<[string[], Record<string, string>]> = [
      [[], {}], [['nope'], {}], [['validate', 'extra'], {}], [['validate', '--bogus', 'x'], {}], [['validate', '--form'], {}],
      [['validate', '--form', 'f.json', '--values', 'v.json', '--format', 'xml'], {}], [['validate', '--form', 'f.json'], {}],
      [['validate', '--form', 'f.json', '--values', 'v.json', '--today', '2025/1/1'], {}],
      [['validate', '--form', 'missing.json', '--values', 'v.json'], {}], [['check-form', '--form', 'f.json'], { 'f.json': '[' }],
      [['validate', '--form', 'f.json', '--values', 'v.json'], { 'f.json': formText, 'v.json': '{"nope": 1}' }],
    ];
    for (const [argv, files] of cases) {
      const result = run(argv, files);
      expect([argv.join(' '), result.code]).toEqual([argv.join(' '), 2]);
      expect(result.stderr).toMatch(/^approval-form: .*[\u4e00-\u9fff]/);
    }
  });
  it('a cut-off file says where it ended', () => {
    expect(run(['check-form', '--form', 'form.json'], { 'form.json': formText.slice(0, 40) }).stderr)
      .toMatch(/^approval-form: 表单文件 form\.json：不是有效的 JSON：内容在第 \d+ 行第 \d+ 列意外结束\n$/);
  });
  it('wrong shape of a form names the path of the bad field', () => {
    const bad = JSON.parse(formText);
    bad.controls[1].config = 'x';
    const result = run(['check-form', '--form', 'f.json'], { 'f.json': JSON.stringify(bad) });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('approval-form: 表单文件 f.json：controls[1].config：应为对象\n');
  });
  it('wrong shape of values names the path of the bad field', () => {
    expect(validate({ name: 5 }).stderr).toBe('approval-form: 值文件 values.json：name：应为文本\n');
    expect(validate({ t: [[1, 2]] }).stderr).toBe('approval-form: 值文件 values.json：t[0][1]：应为文本（列 c2）\n');
    expect(validate({ ghost: 'x' }).code).toBe(2);
    expect(validate([1]).code).toBe(2);
  });
  it('bad arguments', () => {
    expect(run([], {}).code).toBe(2);
    expect(run(['frobnicate'], {}).code).toBe(2);
    expect(run(['validate', '--form', 'a.json'], {}).stderr).toBe('approval-form: validate 需要 --values <values.json>\n');
    expect(run(['check-form', '--form', 'a.json', '--format', 'xml'], {}).code).toBe(2);
  });
  it('--help exits 0', () => {
    const result = run(['--help'], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('approval-form validate --form <form.json> --values <values.json>');
  });
});

describe('approval-form check-form', () => {
  it('exit 0 for a sound form, JSON without computed', () => {
    const result = run(['check-form', '--form', 'form.json'], { 'form.json': formText });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, errors: [] });
  });
  it('duplicate ids and unknown moduleIds are definition errors (exit 1), not unusable input', () => {
    const bad = JSON.parse(formText);
    bad.controls[1].id = 'name';
    bad.controls[2].moduleId = 17;
    const result = run(['check-form', '--form', 'f.json', '--format', 'json'], { 'f.json': JSON.stringify(bad) });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual([
      { controlId: 'name', message: '控件 id 重复：name（已在 controls[0] 使用）' },
      { controlId: 'n1', message: '未知的控件类型 moduleId：17' },
      { controlId: 'calc', message: '公式引用的控件不是数字：n1' },
    ]);
  });
  it('formula rules', () => {
    const bad = JSON.parse(formText);
    bad.controls[3].props.formula = ['(', { id: 'n1' }];
    const result = run(['check-form', '--form', 'f.json', '--format', 'text'], { 'f.json': JSON.stringify(bad) });
    expect(result).toEqual({ code: 1, stdout: '合计：编辑的公式不符合计算规则，无法计算\n', stderr: '' });
  });
});

describe('the approval-form executable', () => {
  const bin = path.join(__dirname, '../../../bin/approval-form.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-form-'));
  fs.writeFileSync(path.join(dir, 'form.json'), formText);
  fs.writeFileSync(path.join(dir, 'values.json'), JSON.stringify({ name: 'x', phone: '1', t: [[1, 'ok']] }));

  it('runs with plain node from another directory, exit code 1 on invalid values', () => {
    const result = spawnSync(process.execPath, [bin, 'validate', '--form', 'form.json', '--values', 'values.json'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout).errors).toEqual([{ controlId: 'phone', message: '手机格式不正确!' }]);
  });

  it('works through a symlink (as in node_modules/.bin)', () => {
    const link = path.join(dir, 'approval-form');
    fs.symlinkSync(bin, link);
    const output = execFileSync(link, ['check-form', '--form', 'form.json', '--format', 'text'], { cwd: dir, encoding: 'utf8' });
    expect(output).toBe('表单定义检查通过\n');
  });

  it('prints a one-line message and exit 2 for a missing file, never a stack trace', () => {
    const result = spawnSync(process.execPath, [bin, 'check-form', '--form', 'nope.json'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('approval-form: 表单文件 nope.json：文件不存在\n');
  });
});
