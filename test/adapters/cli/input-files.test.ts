// Issue 18 item 6: hostile --form / --values files. The CLI reads only regular files up to
// MAX_INPUT_FILE_BYTES and only valid UTF-8; anything else ends at once with exit 2 and one line.
import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InputFileError, MAX_INPUT_FILE_BYTES, readInputFile } from '../../../adapters/cli/read-input-file';
import { runCli } from '../../../adapters/cli/run-cli';

const bin = resolve(__dirname, '../../../bin/approval-form.js');
const validForm = readFileSync(resolve(__dirname, 'fixtures/form.json'), 'utf8');
let dir: string;

beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'cli-input-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `approval-form check-form --form <file>`; a read that never ends fails on the 20 s timeout. */
function checkForm(file: string) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [bin, 'check-form', '--form', file], { cwd: dir, encoding: 'utf8', timeout: 20000, maxBuffer: 1024 * 1024 });
  return { ...result, ms: Date.now() - started };
}

function expectRefused(result: ReturnType<typeof checkForm>, file: string) {
  expect(result.signal).toBeNull(); // not killed by the timeout: it returned on its own
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(new RegExp(`^approval-form: 表单文件 ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}：`));
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
}

describe('CLI input files: endless and special files', () => {
  it('--form /dev/zero (endless zeros) exits 2 at once', () => {
    const result = checkForm('/dev/zero');
    expectRefused(result, '/dev/zero');
    expect(result.ms).toBeLessThan(15000);
  });

  it('--form /dev/urandom (endless random bytes) exits 2 at once', () => {
    expectRefused(checkForm('/dev/urandom'), '/dev/urandom');
  });

  it('--form on a FIFO nobody writes to exits 2 instead of waiting forever', () => {
    const fifo = join(dir, 'form.fifo');
    execFileSync('mkfifo', [fifo]);
    expectRefused(checkForm(fifo), fifo);
  });

  it('--form on a directory exits 2', () => {
    expectRefused(checkForm(dir), dir);
  });
});

describe('CLI input files: size limit', () => {
  it(`a file larger than ${MAX_INPUT_FILE_BYTES} bytes (sparse, 1 GB) is refused without reading it`, () => {
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 1024 * 1024 * 1024);
    expectRefused(checkForm(big), big);
  });

  it('readInputFile stops at the limit (EFBIG) and reads a file at the limit', () => {
    const file = join(dir, 'sized.json');
    writeFileSync(file, 'x'.repeat(101));
    expect(() => readInputFile(file, 100)).toThrow(expect.objectContaining({ code: 'EFBIG' }) as unknown as Error);
    writeFileSync(file, 'x'.repeat(100));
    expect(readInputFile(file, 100)).toBe('x'.repeat(100));
  });

  it('readInputFile refuses a device as ENOTREG', () => {
    let error: unknown;
    try { readInputFile('/dev/zero'); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).code).toBe('ENOTREG');
  });
});

describe('CLI input files: invalid UTF-8', () => {
  it.each([
    ['a lone continuation byte', Buffer.from([0x80])],
    ['a truncated 3-byte sequence', Buffer.from([0xe4, 0xb8])],
    ['an overlong encoding of "/"', Buffer.from([0xc0, 0xaf])],
    ['a UTF-16 surrogate encoded in UTF-8', Buffer.from([0xed, 0xa0, 0x80])],
    ['Latin-1 text', Buffer.from('é', 'latin1')],
  ])('a form whose title holds %s does not pass check-form (exit 2)', (_, bytes) => {
    const file = join(dir, 'bad-utf8.json');
    // The bytes go just after the opening quote of the first title: the rest of the document stays valid.
    const at = validForm.search(/"title":\s*"/);
    const cut = validForm.indexOf('"', validForm.indexOf(':', at)) + 1;
    writeFileSync(file, Buffer.concat([Buffer.from(validForm.slice(0, cut)), bytes, Buffer.from(validForm.slice(cut))]));
    expectRefused(checkForm(file), file);
  });

  it('valid UTF-8 (Chinese titles, with or without a BOM) still passes', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, `\ufeff${validForm}`);
    const result = checkForm(file);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('CLI input files: the one line says why', () => {
  it.each([
    ['ENOTREG', '不是普通文件'],
    ['EFBIG', '超过 10 MB 的上限'],
    ['EILSEQ', '不是有效的 UTF-8 文本'],
    ['EWHATEVER', '无法读取'],
  ] as const)('%s reads "%s"', (code, reason) => {
    const err: string[] = [];
    const io = { readFile: () => { throw Object.assign(new Error(code), { code }); }, stdout: () => undefined, stderr: (text: string) => err.push(text) };
    expect(runCli(['check-flow', '--flow', 'f.json', '--form', 'x.json'], io)).toBe(2);
    expect(err.join('')).toBe(`approval-form: 流程文件 f.json：${reason}\n`);
  });
});
