import { OCR_PROBLEM_TYPES, checkRejectDialog, toRejectPayload } from '../../../application/ocr/reject-dialog-rules';
import { moveItem } from '../../../application/ocr/move-item';

const TYPE = OCR_PROBLEM_TYPES[0]!;

describe('reject dialog rules (spec 5)', () => {
  test('the problem type is required: 请填写问题类型 (checked first)', () => {
    expect(checkRejectDialog({ message: '' })).toBe('请填写问题类型');
    expect(checkRejectDialog({ message: '文字错了' })).toBe('请填写问题类型');
  });

  test('the reason text must not be blank: 识别问题内容不能为空', () => {
    expect(checkRejectDialog({ errorType: TYPE, message: '' })).toBe('识别问题内容不能为空');
    expect(checkRejectDialog({ errorType: TYPE, message: ' \n\t ' })).toBe('识别问题内容不能为空');
  });

  test('the reason is at most 800 characters by default', () => {
    expect(checkRejectDialog({ errorType: TYPE, message: '字'.repeat(800) })).toBeUndefined();
    expect(checkRejectDialog({ errorType: TYPE, message: '字'.repeat(801) })).toBe('问题内容最多800个字符');
    expect(checkRejectDialog({ errorType: TYPE, message: '字'.repeat(11), limit: 10 })).toBe('问题内容最多10个字符');
  });

  test('the reject payload holds message, image URLs in order and the error type {code, text}', () => {
    expect(toRejectPayload({ code: 2, text: '漏识别' }, ' 少了一行 ', ['u1', 'u2'])).toEqual({
      message: '少了一行', images: ['u1', 'u2'], errorType: { code: 2, text: '漏识别' },
    });
  });

  test('problem type codes are numbers and unique', () => {
    const codes = OCR_PROBLEM_TYPES.map((t) => t.code);
    expect(codes.every((c) => Number.isInteger(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('moveItem (drag reordering)', () => {
  test('moves an item forwards and backwards without changing the input', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  test('an out-of-range move changes nothing', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});
