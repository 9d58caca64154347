import { checkRejectDialog, checkRejectText } from '../../../domain/validation/reject-dialog';

describe('reject dialog rules (spec 5 "Reject dialog")', () => {
  it('the problem type is required: 请填写问题类型', () => {
    expect(checkRejectDialog({ type: undefined, text: '识别错误' })).toBe('请填写问题类型');
    expect(checkRejectDialog({ type: '', text: '识别错误' })).toBe('请填写问题类型');
  });
  it('the reason text must not be blank: 识别问题内容不能为空', () => {
    expect(checkRejectDialog({ type: 1, text: '   ' })).toBe('识别问题内容不能为空');
    expect(checkRejectDialog({ type: 1, text: null })).toBe('识别问题内容不能为空');
  });
  it('the reason is at most 800 characters by default', () => {
    expect(checkRejectText('字'.repeat(800))).toBeUndefined();
    expect(checkRejectText('字'.repeat(801))).toBe('问题内容最多800个字符');
    expect(checkRejectText('字'.repeat(11), 10)).toBe('问题内容最多10个字符');
  });
  it('a complete dialog passes', () => {
    expect(checkRejectDialog({ type: 0, text: '题干识别错误' })).toBeUndefined();
  });
});
