import { validateField, triggerOf } from '../../../domain/validation/validate-field';
import { control, options } from './fixtures';

describe('field validation in the spec order (spec 5)', () => {
  describe('1. link (moduleId 7)', () => {
    const link = control(7, {}, { required: true });
    it('must start with http:// or https://', () => {
      expect(validateField(link, 'www.example.com')).toBe('链接格式不正确, 需要以 http:// 或 https:// 开头');
      expect(validateField(link, 'ftp://example.com')).toBe('链接格式不正确, 需要以 http:// 或 https:// 开头');
      expect(validateField(link, 'https://example.com/a')).toBeUndefined();
      expect(validateField(link, 'HTTP://example.com')).toBeUndefined();
    });
    it('comes before required: an empty link is only 必填项', () => {
      expect(validateField(link, '')).toBe('必填项');
    });
  });

  describe('2. required', () => {
    const text = control(1, {}, { required: true });
    it('gives 必填项 for a missing, empty or blank value', () => {
      for (const value of [undefined, null, '', '   ', []]) expect(validateField(text, value)).toBe('必填项');
    });
    it('empty attachments count as missing', () => {
      const attachment = control(11, {}, { required: true });
      expect(validateField(attachment, { attachments: [], fileList: [] })).toBe('必填项');
      expect(validateField(attachment, { attachments: ['f1'], fileList: ['a.pdf'] })).toBeUndefined();
    });
    it('an optional empty field is valid, whatever its other rules', () => {
      expect(validateField(control(5), '')).toBeUndefined();
      expect(validateField(control(1, { minlength: 3, maxlength: 5 }), undefined)).toBeUndefined();
    });
    it('0 is a value for a number', () => {
      expect(validateField(control(6, {}, { required: true }), 0)).toBeUndefined();
    });
  });

  describe('3. minimum', () => {
    it('choices give 最少选择:{n}项', () => {
      const multi = control(10, { min: 2 }, {}, { children: options(1, 2, 3) });
      expect(validateField(multi, [1])).toBe('最少选择:2项');
      expect(validateField(multi, [1, 2])).toBeUndefined();
    });
    it('text gives 请输入{min}～{max}个字符', () => {
      const text = control(1, { minlength: 3, maxlength: 10 });
      expect(validateField(text, 'ab')).toBe('请输入3～10个字符');
      expect(validateField(text, 'abc')).toBeUndefined();
    });
    it('minimum comes before maximum', () => {
      const multi = control(10, { min: 3, max: 1 }, {}, { children: options(1, 2, 3) });
      expect(validateField(multi, [1, 2])).toBe('最少选择:3项');
    });
  });

  describe('4. maximum', () => {
    it('choices give 最多选择:{n}项', () => {
      const multi = control(10, { max: 2 }, {}, { children: options(1, 2, 3) });
      expect(validateField(multi, [1, 2, 3])).toBe('最多选择:2项');
    });
    it('text gives 最多输入{n}个字符', () => {
      expect(validateField(control(2, { maxlength: 4 }), '一二三四五')).toBe('最多输入4个字符');
      expect(validateField(control(2, { maxlength: 4 }), '一二三四')).toBeUndefined();
    });
    it('a limit of 0 is off', () => {
      expect(validateField(control(1, { minlength: 0, maxlength: 0 }), 'x'.repeat(500))).toBeUndefined();
    });
  });

  describe('5. number format (6, 22 and number columns)', () => {
    it.each([[6], [22]])('moduleId %i gives 数字格式不正确!', (moduleId) => {
      expect(validateField(control(moduleId), 'abc')).toBe('数字格式不正确!');
      expect(validateField(control(moduleId), '1e5')).toBe('数字格式不正确!');
      // A negative number is well formed (a 天数 is refused for being ≤ 0: issue 43 #16, below).
      expect(validateField(control(moduleId), moduleId === 22 ? '12.5' : '-12.5')).toBeUndefined();
      expect(validateField(control(moduleId), 12.5)).toBeUndefined();
    });
    it('issue 43 #16: a 天数 (moduleId 22) is more than 0', () => {
      expect(validateField(control(22), 0)).toBe('天数必须大于 0');
      expect(validateField(control(22), '-1')).toBe('天数必须大于 0');
      expect(validateField(control(22), '0.5')).toBeUndefined();
    });
    it('applies to a control flagged props.number', () => {
      expect(validateField(control(1, { number: true }), '1a')).toBe('数字格式不正确!');
    });
  });

  describe('6. no decimals when isAllowDecimal is false', () => {
    it('gives 不允许小数', () => {
      const n = control(6, { isAllowDecimal: false });
      expect(validateField(n, '1.5')).toBe('不允许小数');
      expect(validateField(n, 2.25)).toBe('不允许小数');
      expect(validateField(n, '3')).toBeUndefined();
      expect(validateField(control(6, { isAllowDecimal: true }), '1.5')).toBeUndefined();
    });
    it('number format comes first', () => {
      expect(validateField(control(6, { isAllowDecimal: false }), '1.5x')).toBe('数字格式不正确!');
    });
  });

  describe('7. phone (moduleId 5 or props.phone)', () => {
    it('is 11 digits starting with 1, second digit 3-9', () => {
      const phone = control(5);
      expect(validateField(phone, '13812345678')).toBeUndefined();
      expect(validateField(phone, '19912345678')).toBeUndefined();
      for (const bad of ['12812345678', '10812345678', '1381234567', '138123456789', '23812345678', '1381234567a']) {
        expect(validateField(phone, bad)).toBe('手机格式不正确!');
      }
      expect(validateField(control(1, { phone: true }), '123')).toBe('手机格式不正确!');
    });
  });

  describe('8. email (moduleId 4 or props.email)', () => {
    it('gives 邮箱格式不正确!', () => {
      expect(validateField(control(4), 'a@b.com')).toBeUndefined();
      expect(validateField(control(4), 'first.last+tag@mail.example.cn')).toBeUndefined();
      for (const bad of ['a@b', 'ab.com', '@b.com', 'a b@c.com']) expect(validateField(control(4), bad)).toBe('邮箱格式不正确!');
      expect(validateField(control(1, { email: true }), 'nope')).toBe('邮箱格式不正确!');
    });
  });

  it('the first failing rule gives the one message: maximum before phone', () => {
    expect(validateField(control(5, { maxlength: 5 }), '1381234567899')).toBe('最多输入5个字符');
  });

  it('a choice must be one of its options', () => {
    const single = control(8, {}, {}, { children: options(1, 2) });
    expect(validateField(single, 2)).toBeUndefined();
    expect(validateField(single, '2')).toBeUndefined();
    expect(validateField(single, 9)).toBe('选项不存在：9');
  });
});

describe('trigger: blur for text, change for choices and dates', () => {
  it.each([[1], [2], [4], [5], [6], [7], [22]])('moduleId %i validates on blur', (moduleId) => {
    expect(triggerOf(control(moduleId))).toBe('blur');
  });
  it.each([[3], [8], [9], [10], [11], [12], [13], [18]])('moduleId %i validates on change', (moduleId) => {
    expect(triggerOf(control(moduleId))).toBe('change');
  });
});
