// Issue 43 #9: 应用发布 says what the draft is: saves change the draft, only 发布 makes a version.
import { draftMessages, draftWords } from '../../../application/designer/draft-words';

test('issue 43 #9: the draft reads 未保存的修改, 未发布的修改 after a save, or 与已发布的版本 N 相同 — never a version number of its own', () => {
  const published = { publishedVersion: 1, publishedDesign: 4 };
  expect(draftWords(true, 4, published)).toBe(draftMessages.unsaved);
  expect(draftWords(false, 4, published)).toBe('与已发布的版本 1 相同');
  expect(draftWords(false, 5, published)).toBe('未发布的修改');
  expect(draftWords(false, 1, { publishedVersion: 0, publishedDesign: 0 })).toBe('未发布的修改');
});
