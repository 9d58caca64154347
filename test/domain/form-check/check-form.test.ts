import type { Form } from '../../../domain/model/form';
import { checkForm } from '../../../domain/form-check/check-form';
import { column, control, options } from '../validation/fixtures';

const form = (...controls: Form['controls']): Form => ({ id: 'f', name: 'f', controls });
const messages = (f: Form) => checkForm(f).errors.map((e) => `${e.controlId} ${e.message}`);

describe('checkForm: the form definition', () => {
  it('a sound form is valid', () => {
    const n = control(6, {}, {}, { id: 'n' });
    const calc = control(24, { formula: [{ id: 'n' }, '*', '2'], result: 'round' }, {}, { id: 'calc' });
    expect(checkForm(form(n, calc))).toEqual({ valid: true, errors: [] });
  });

  it('formula rules: a broken formula gives the spec message', () => {
    const n = control(6, {}, {}, { id: 'n' });
    expect(messages(form(n, control(24, { formula: [{ id: 'n' }, '+'], result: 'round' }, {}, { id: 'calc' }))))
      .toEqual(['calc 编辑的公式不符合计算规则，无法计算']);
    expect(messages(form(n, control(24, { formula: [{ id: 'n' }] }, {}, { id: 'calc' })))).toEqual(['calc 请选择结果显示方式']);
  });

  it('formula objects must exist and be numbers', () => {
    const t = control(1, {}, {}, { id: 't' });
    expect(messages(form(t, control(24, { formula: [{ id: 'zz' }, '+', { id: 't' }], result: 'round' }, {}, { id: 'calc' })))).toEqual([
      'calc 公式引用的控件不存在：zz',
      'calc 公式引用的控件不是数字：t',
    ]);
  });

  it('calculators that depend on each other in a cycle', () => {
    const x = control(24, { formula: [{ id: 'y' }], result: 'round' }, {}, { id: 'x' });
    const y = control(24, { formula: [{ id: 'x' }], result: 'round' }, {}, { id: 'y' });
    expect(messages(form(x, y))).toEqual(['x 计算控件之间存在循环依赖：x → y → x']);
  });

  it('the date calculator needs exactly two related dates', () => {
    const d = control(3, {}, {}, { id: 'd' });
    expect(messages(form(d, control(25, {}, {}, { id: 'dc', linkToControlsId: ['d'] })))).toEqual(['dc 日期计算器需要关联两个日期控件']);
  });

  it('logic that points at missing controls or options', () => {
    const choice = control(8, {}, {}, { id: 'choice', children: options(1, 2) });
    const shown = control(1, {}, {}, { id: 'shown', logic: { choice: [2, 9], ghost: [1] } });
    expect(messages(form(choice, shown))).toEqual(['shown 逻辑关联的选项不存在：choice 的 9', 'shown 逻辑关联的控件不存在：ghost']);
  });

  it('duplicate ids and unknown moduleIds', () => {
    const a = control(1, {}, {}, { id: 'a' });
    const again = control(2, {}, {}, { id: 'a' });
    const odd = { ...control(1, {}, {}, { id: 'odd' }), moduleId: 16 } as unknown as Form['controls'][number];
    expect(messages(form(a, again, odd))).toEqual([
      'a 控件 id 重复：a（已在 controls[0] 使用）',
      'odd 未知的控件类型 moduleId：16',
    ]);
  });

  describe('table statistics rules', () => {
    const table = control(15, {}, {}, { id: 't', children: [column('num', 6), column('txt', 1)] });
    const stats = (rules: unknown[], props: Record<string, unknown> = {}) => control(21, props, {}, { id: 's', rules: rules as never });
    it('a column can be used in only one rule', () => {
      expect(messages(form(table, stats([
        { tableId: 't', tableColumnId: 'num', calculateType: '+' },
        { tableId: 't', tableColumnId: 'num', calculateType: '-' },
      ])))).toEqual(['s 该列已在其他统计规则中使用']);
    });
    it('only number columns are selectable', () => {
      expect(messages(form(table, stats([{ tableId: 't', tableColumnId: 'txt', calculateType: '+' }])))).toEqual(['s 只能选择数字类型的列']);
    });
    it('calculate types are + or - only', () => {
      expect(messages(form(table, stats([{ tableId: 't', tableColumnId: 'num', calculateType: '*' }])))).toEqual(['s 计算方式只能为 + 或 -']);
    });
    it('the last rule cannot be removed', () => {
      expect(messages(form(table, stats([])))).toEqual(['s 至少保留一条统计规则']);
    });
    it('rules and bill-count tables must point at existing tables and columns', () => {
      expect(messages(form(table, stats([{ tableId: 'x', tableColumnId: 'num', calculateType: '+' }, { tableId: 't', tableColumnId: 'zz', calculateType: '+' }], { billCountTableIds: ['nope'] })))).toEqual([
        's 统计的表格不存在：x', 's 统计的列不存在：zz', 's 单据数统计的表格不存在：nope',
      ]);
    });
  });

  it('min/max count inputs are numbers of at least 0', () => {
    expect(messages(form(control(10, { min: -1, max: 2 }, {}, { id: 'm', children: options(1) })))).toEqual(['m 请输入大于等于 0 的数字']);
    expect(messages(form(control(10, { min: 3, max: 2 }, {}, { id: 'm', children: options(1) })))).toEqual(['m 最少数量不能大于最多数量']);
  });

  it('never throws on odd input', () => {
    expect(() => checkForm({ id: 'f', name: 'f', controls: [null, 5, { id: 'x', moduleId: 24, props: { formula: 'nope' } }] } as never)).not.toThrow();
  });
});
