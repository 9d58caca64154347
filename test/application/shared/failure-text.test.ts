// Issue 18 item 4: under faults the user reads one clear Chinese message, never the server's or axios's English.
import { chineseFailureMessage, failureText } from '../../../application/shared/failure-text';
import { FillSession } from '../../../application/filler/fill-session';
import { FakeInstances } from '../filler/fakes';
import { control, form } from '../filler/forms';

const ENGLISH_FAULTS = [
  ['network error', { code: 1024, data: { message: 'Network Error' } }],
  ['timeout', { code: 1024, data: { message: 'timeout of 20000ms exceeded', timeout: true } }],
  ['500 Internal Server Error', { code: 500, data: { code: 500, msg: 'Internal Server Error' } }],
  ['400 English message', { code: 400, data: { code: 400, msg: 'Bad Request: invalid parameter' } }],
  ['502 text body', { code: 502, data: 'Bad Gateway' }],
  ['null-user TypeError', { code: 500, data: { msg: "TypeError: Cannot read properties of null (reading 'user')" } }],
] as const;

describe('English fault texts never reach the user', () => {
  it.each(ENGLISH_FAULTS)('%s: the inline text is the Chinese fallback', (_, failure) => {
    expect(chineseFailureMessage(failure)).toBeUndefined();
    expect(failureText(failure, '操作失败，请稍后重试')).toBe('操作失败，请稍后重试');
  });

  it('a Chinese server message is kept (spec 8)', () => {
    expect(failureText({ code: 400, data: { msg: '参数错误：请检查填写的内容' } }, '操作失败')).toBe('参数错误：请检查填写的内容');
  });

  it.each(ENGLISH_FAULTS)('%s on submit: the filler shows its Chinese message, not the English one', async (_, failure) => {
    const instances = new FakeInstances();
    instances.addInstance = async () => { throw failure; };
    const session = new FillSession({ instances }, {
      modelId: 'm1', modelName: '请假', form: form(control(1, 'a')), user: { name: '张三', employeeNumber: 'E1' }, newKey: () => 'k',
    });
    const result = await session.submit();
    expect(result.ok).toBe(false);
    const shown = session.snapshot.submitError ?? '';
    expect(shown).toMatch(/[\u4e00-\u9fff]/);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
  });
});
