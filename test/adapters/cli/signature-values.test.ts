// Issue 27, 签名 (moduleId 26): the CLI's validate accepts a stored file reference or a PNG data URL, asks for a
// signature when it is required (请签名), and refuses anything else as a signature.
import { runCli } from '../../../adapters/cli/run-cli';
import { memoryIo } from './memory-io';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const formText = JSON.stringify({
  id: 'f', name: '领用',
  controls: [{ id: 'sign', moduleId: 26, name: '签名', config: { title: '领用人签名', required: true }, props: {} }],
});
const validate = (values: unknown) => {
  const m = memoryIo({ 'form.json': formText, 'values.json': JSON.stringify(values) });
  const code = runCli(['validate', '--form', 'form.json', '--values', 'values.json'], m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
};

test('签名 validate accepts a PNG data URL or a stored file reference', () => {
  expect(validate({ sign: PNG })).toMatchObject({ code: 0, stderr: '' });
  expect(validate({ sign: 'file:f-12' })).toMatchObject({ code: 0, stderr: '' });
});

test('签名 required: an empty signature says 请签名', () => {
  const result = validate({ sign: '' });
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout).errors).toEqual([{ controlId: 'sign', message: '请签名' }]);
});

test('签名 refuses a JPEG data URL or plain text as a signature', () => {
  for (const sign of ['data:image/jpeg;base64,AAAA', '张三']) {
    const result = validate({ sign });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).errors[0].message).toMatch(/签名必须是 PNG 图片/);
  }
});
