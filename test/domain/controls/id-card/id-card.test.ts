import { idCardCheckCharacter, idCardProblem, maskIdCard, normalizeIdCard } from '../../../../domain/controls/id-card/id-card-number';
import { idCard } from '../../../../domain/controls/types/id-card';
import { validateField } from '../../../../domain/validation/validate-field';
import { keyFieldSummary } from '../../../../domain/summary/key-field-summary';
import { formatPrintValue } from '../../../../domain/print/print-values';
import { plainText } from '../../../../domain/print/print-value';
import { instanceTitle } from '../../../../domain/flow/settings/title-rule';

const BAD = '身份证号码格式不正确';
const control = (required = false) => {
  const c = idCard.create('id');
  return { ...c, config: { ...c.config, title: '身份证号', required } };
};
const TODAY = '2026-11-27';

describe('身份证号 (GB 11643), checked on blur', () => {
  test('a valid number passes; its check character is GB 11643\'s (weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, mod 11 → 1 0 X 9 8 7 6 5 4 3 2)', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052419800101001')).toBe('3');
    expect(validateField(control(), '11010519491231002X', { today: TODAY })).toBeUndefined();
    expect(validateField(control(), '440524198001010013', { today: TODAY })).toBeUndefined();
    expect(idCard.validation.trigger).toBe('blur');
  });

  test('a wrong check character → 身份证号码格式不正确', () => {
    expect(validateField(control(), '110105194912310021', { today: TODAY })).toBe(BAD);
  });

  test('a lowercase x is accepted and stored as X', () => {
    expect(validateField(control(), '11010519491231002x', { today: TODAY })).toBeUndefined();
    expect(normalizeIdCard('11010519491231002x')).toBe('11010519491231002X');
  });

  test('the first digit is 1–9', () => {
    const zeroFirst = '0101051949123100';
    expect(validateField(control(), `${zeroFirst}1${idCardCheckCharacter(`${zeroFirst}1`)}`, { today: TODAY })).toBe(BAD);
  });

  test('characters 7–14 are a real date from 1900-01-01 to today', () => {
    const withBirth = (birth: string) => { const first = `110105${birth}002`; return first + idCardCheckCharacter(first); };
    expect(validateField(control(), withBirth('19000101'), { today: TODAY })).toBeUndefined();
    expect(validateField(control(), withBirth('18991231'), { today: TODAY })).toBe(BAD);
    expect(validateField(control(), withBirth('19900230'), { today: TODAY })).toBe(BAD);
    expect(validateField(control(), withBirth('20261127'), { today: TODAY })).toBeUndefined();
    expect(validateField(control(), withBirth('20261128'), { today: TODAY })).toBe(BAD);
  });

  test('a 15-digit number, letters or a wrong length → 身份证号码格式不正确; empty and required → 必填项', () => {
    for (const value of ['110105491231002', '11010519491231002Y', '1101051949123100', 'abc']) {
      expect(validateField(control(), value, { today: TODAY })).toBe(BAD);
    }
    expect(validateField(control(true), '')).toBe('必填项');
  });
});

describe('身份证号 shown', () => {
  test('lists and cards show it masked: 110101********123X', () => {
    expect(maskIdCard('110101199003071234')).toBe('110101********1234');
    expect(keyFieldSummary([control()], { id: '11010519491231002X' })).toEqual([{ label: '身份证号', text: '110105********002X' }]);
  });
  test('print shows it whole', () => {
    expect(plainText(formatPrintValue(control(), '11010519491231002X'))).toBe('11010519491231002X');
  });
});

test('a 标题规则 naming the ID number shows it masked (titles are read in lists and notices)', () => {
  const form = { id: 'f', name: 'f', controls: [control()] };
  expect(instanceTitle('{initiator}-{id}', { initiatorName: '张三', flowName: '用印', launchedAt: '2026-11-27 10:00', form, values: { id: '11010519491231002X' } } as never))
    .toBe('张三-110105********002X');
});
