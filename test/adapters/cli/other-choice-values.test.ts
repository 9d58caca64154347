// Issue 14, item 10: the CLI's validate reads a 单选 / 多选 value with 其他 chosen ({ value, otherText }),
// asks for the text when it is missing (请填写其他内容), still reads old plain values, and refuses an ill-typed
// wrapper as unusable input (exit 2) with its path.
import { runCli } from '../../../adapters/cli/run-cli';
import { memoryIo } from './memory-io';

const options = [{ id: 1, value: '飞机' }, { id: 2, value: '高铁' }, { id: 3, value: '其他', isOther: true }];
const formText = JSON.stringify({
  id: 'f', name: '出差',
  controls: [
    { id: 'vehicle', moduleId: 8, name: '单选', config: { title: '交通工具' }, props: {}, children: options },
    { id: 'kinds', moduleId: 10, name: '多选', config: { title: '类型' }, props: {}, children: options },
  ],
});
const validate = (values: unknown) => {
  const m = memoryIo({ 'form.json': formText, 'values.json': JSON.stringify(values) });
  const code = runCli(['validate', '--form', 'form.json', '--values', 'values.json'], m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
};

test('validate accepts 其他 with its text, for a 单选 and a 多选', () => {
  const result = validate({ vehicle: { value: 3, otherText: '自驾' }, kinds: { value: [1, 3], otherText: '外包' } });
  expect(result).toMatchObject({ code: 0, stderr: '' });
});

test('validate asks for the text of a chosen 其他 (wrapped with an empty text, or an old plain id)', () => {
  const result = validate({ vehicle: { value: 3, otherText: '' }, kinds: [3] });
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout).errors).toEqual([
    { controlId: 'vehicle', message: '请填写其他内容' },
    { controlId: 'kinds', message: '请填写其他内容' },
  ]);
});

test('old plain values without 其他 still validate', () => {
  expect(validate({ vehicle: 1, kinds: [1, 2] }).code).toBe(0);
});

test('an ill-typed 其他 value is unusable input naming the control', () => {
  expect(validate({ vehicle: { value: 3, otherText: 5 } })).toMatchObject({ code: 2, stderr: expect.stringContaining('vehicle：otherText: 应为文本') });
  expect(validate({ kinds: { value: { x: 1 }, otherText: 'a' } })).toMatchObject({ code: 2, stderr: expect.stringContaining('kinds：value: 应为选项 id') });
});
