// Issue 14, "Reading what real backends send": parseForm accepts loose but meaningful shapes (Postel's rule),
// normalising them to the control type's defaults, and keeps refusing what has no meaning, with its path.
import { parseForm, serializeForm } from '../../../domain/model/form-json';
import { getControlType } from '../../../domain/controls/registry';
import type { Form } from '../../../domain/model/form';

type Loose = Record<string, unknown>;
const formOf = (...controls: Loose[]) => ({ id: 'f', name: '报销单', controls });

function read(input: unknown): Form {
  const result = parseForm(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.form;
}

function errorPaths(input: unknown): string[] {
  const result = parseForm(input);
  return result.ok ? [] : result.errors.map((e) => e.path);
}

const column = (id: string, colProps?: unknown): Loose => ({
  id, moduleId: 1, name: '单行文本', config: { title: id }, props: { isTableField: true, tableId: 't' },
  ...(colProps === undefined ? {} : { colProps }),
});

describe('Postel: a control without props, config or children is read with its type defaults', () => {
  test('a control without props gets the type default props', () => {
    const form = read(formOf({ id: 'd', moduleId: 9, name: '下拉框', config: { title: '费用类型' } }));
    expect(form.controls[0].props).toEqual(getControlType(9).defaultProps());
  });

  test('a control without config gets the type default config, titled by its name', () => {
    const form = read(formOf({ id: 'n', moduleId: 6, name: '金额', props: {} }));
    expect(form.controls[0].config).toEqual({ ...getControlType(6).defaultConfig(), title: '金额' });
  });

  test('a control with only id and moduleId is read (name and title are the type name)', () => {
    const form = read(formOf({ id: 'x', moduleId: 1 }));
    expect(form.controls[0]).toMatchObject({ id: 'x', moduleId: 1, name: '单行文本', config: { title: '单行文本' } });
  });

  test('a choice without children has no typed options (not 4 invented 未命名); a table without children has no columns', () => {
    const form = read(formOf({ id: 'c', moduleId: 8, name: '单选', config: { title: '是否加急' } }, { id: 't', moduleId: 15 }));
    expect(form.controls[0].children).toEqual([]);
    expect(form.controls[1].children).toEqual([]);
  });

  test('null props, config and children mean the same as missing ones', () => {
    const form = read(formOf({ id: 'c', moduleId: 10, name: '多选', config: null, props: null, children: null }));
    expect(form.controls[0].props).toEqual(getControlType(10).defaultProps());
    expect(form.controls[0].config.title).toBe('多选');
    expect(form.controls[0].children).toEqual([]);
  });

  test('null for an optional field (tip, display_name, maxlength) means not set', () => {
    const form = read(formOf({ id: 'a', moduleId: 1, name: 'x', config: { title: 'x', tip: null, display_name: null }, props: { maxlength: null } }));
    expect(form.controls[0].config).toEqual({ title: 'x' });
    expect(form.controls[0].props).toEqual({});
  });
});

describe('Postel: a table column whose fixed is "", null or false is not fixed', () => {
  test.each([[''], [null], [false]])('fixed %p reads as "none"', (fixed) => {
    const form = read(formOf({ id: 't', moduleId: 15, name: '表格', config: { title: '明细' }, props: {}, children: [column('c1', { width: 100, fixed, isMinWidth: false })] }));
    expect(form.controls[0].children?.[0]).toMatchObject({ colProps: { fixed: 'none' } });
  });

  test('a column without colProps (or without width / isMinWidth) gets the default 80 px, not fixed', () => {
    const form = read(formOf({ id: 't', moduleId: 15, props: {}, children: [column('c1'), column('c2', { fixed: 'left' })] }));
    expect(form.controls[0].children?.map((c) => (c as { colProps: unknown }).colProps)).toEqual([
      { width: 80, fixed: 'none', isMinWidth: false },
      { width: 80, fixed: 'left', isMinWidth: false },
    ]);
  });
});

describe('Postel: numeric strings where numbers are meant are read as numbers', () => {
  test('props numbers, config.width, colProps.width, defaultValueType and moduleId', () => {
    const form = read(formOf(
      { id: 'n', moduleId: '6', name: '数字', config: { title: '金额', width: '50' }, props: { decimalNum: ' 2 ', minNum: '-10', maxNum: '99.5', defaultValueType: '1' } },
      { id: 't', moduleId: 15, props: {}, children: [column('c1', { width: '120', fixed: 'right', isMinWidth: true })] },
    ));
    expect(form.controls[0]).toMatchObject({ moduleId: 6, config: { width: 50 }, props: { decimalNum: 2, minNum: -10, maxNum: 99.5, defaultValueType: 1 } });
    expect(form.controls[1].children?.[0]).toMatchObject({ colProps: { width: 120 } });
  });

  test('"" where a number is meant is not set', () => {
    const form = read(formOf({ id: 'n', moduleId: 6, name: '数字', config: { title: '金额', width: '' }, props: { maxNum: '' } }));
    expect(form.controls[0].config.width).toBeUndefined();
    expect(form.controls[0].props.maxNum).toBeUndefined();
  });
});

describe('Postel: what has no meaning is still refused, with the path of the field', () => {
  test('a control without id', () => {
    expect(errorPaths(formOf({ moduleId: 1, name: 'x' }))).toEqual(['controls[0].id']);
  });

  test('a control without moduleId', () => {
    expect(errorPaths(formOf({ id: 'a', name: 'x', config: { title: 'x' }, props: {} }))).toEqual(['controls[0].moduleId']);
  });

  test('a word where a number is meant, an object where an object is not, a fixed side that does not exist', () => {
    expect(errorPaths(formOf(
      { id: 'a', moduleId: 6, props: { maxNum: 'many' } },
      { id: 'b', moduleId: 1, config: 'wide' },
      { id: 't', moduleId: 15, children: [column('c1', { fixed: 'top' })] },
    ))).toEqual(['controls[0].props.maxNum', 'controls[1].config', 'controls[2].children[0].colProps.fixed']);
  });
});

test('Postel: the caller\'s object is not changed, and a normalised form reads back as itself', () => {
  const input = formOf({ id: 't', moduleId: '15', children: [column('c1', { fixed: '' })] });
  const before = JSON.stringify(input);
  const form = read(input);
  expect(JSON.stringify(input)).toBe(before);
  expect(read(serializeForm(form))).toEqual(form);
});
