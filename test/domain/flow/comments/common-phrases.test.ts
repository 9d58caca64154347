// 常用意见 (issue 42): the rules the backend and the screens share — at most 20, trimmed, not empty, no repeats.
import { addPhrase, MAX_PHRASES, readPhrases, removePhrase } from '../../../../domain/flow/comments/common-phrases';

describe('常用意见', () => {
  it('adds a trimmed phrase at the end and removes one', () => {
    expect(addPhrase(['同意'], '  情况属实，同意 ')).toEqual({ ok: true, phrases: ['同意', '情况属实，同意'] });
    expect(removePhrase(['同意', '请补充材料'], '同意')).toEqual(['请补充材料']);
  });

  it('refuses an empty phrase, a repeat, an over-long one and a 21st', () => {
    expect(addPhrase([], '   ')).toEqual({ ok: false, message: '请先输入意见内容' });
    expect(addPhrase(['同意'], '同意 ')).toEqual({ ok: false, message: '该意见已在常用意见中' });
    expect(addPhrase([], '好'.repeat(201))).toEqual({ ok: false, message: '常用意见不能超过 200 个字' });
    const full = Array.from({ length: MAX_PHRASES }, (_, i) => `意见${i}`);
    expect(addPhrase(full, '再来一条')).toEqual({ ok: false, message: '常用意见最多保存 20 条，请先删除不用的' });
    expect(addPhrase(full.slice(1), '再来一条').ok).toBe(true);
  });

  it('reads a stored list loosely: strings only, at most 20', () => {
    expect(readPhrases('garbage')).toEqual([]);
    expect(readPhrases(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(readPhrases(Array.from({ length: 30 }, (_, i) => `p${i}`))).toHaveLength(20);
  });
});
