import { controlTypes, getControlType } from '../../../domain/controls/registry';
import { DEFAULT_COLUMN_WIDTH } from '../../../domain/controls/table-column';
import { isNumberColumnType as isNumberColumn } from '../../../domain/tables/table-columns';
import type { ControlOption, TableColumn } from '../../../domain/model/control';
import { parseForm } from '../../../domain/model/form-json';

describe('create(id): a new control with its defaults', () => {
  test('every type creates a control with the spec field names and its own name as title', () => {
    for (const type of controlTypes) {
      const control = type.create('x');
      expect(control).toMatchObject({ id: 'x', moduleId: type.moduleId, name: type.name, icon: type.icon, componentType: type.componentType });
      expect(control.config.title).toBe(type.name);
      expect(typeof control.props).toBe('object');
    }
  });

  test('width defaults to 100', () => {
    for (const type of controlTypes) expect(type.create('x').config.width).toBe(100);
  });

  test('a new select control starts with 4 options named as unnamed, ids 1..4', () => {
    for (const moduleId of [8, 9, 10, 13]) {
      const options = getControlType(moduleId)!.create('x').children as ControlOption[];
      expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4]);
      expect(options.every((o) => o.value === '未命名' && o.isDefault === false)).toBe(true);
    }
  });

  test('layout defaults to row on choice controls', () => {
    for (const moduleId of [8, 10, 13]) expect(getControlType(moduleId)!.create('x').props.style?.flexDirection).toBe('row');
  });

  test('a table starts with two columns, sum off, columns 80 px wide and not fixed', () => {
    const table = getControlType(15)!.create('t');
    const columns = table.children as TableColumn[];
    expect(columns).toHaveLength(2);
    expect(table.props.showSummary).toBe(false);
    for (const column of columns) {
      expect(column.colProps).toEqual({ width: DEFAULT_COLUMN_WIDTH, fixed: 'none', isMinWidth: false });
      expect(column.props).toMatchObject({ isTableField: true, tableId: 't' });
    }
    expect(DEFAULT_COLUMN_WIDTH).toBe(80);
  });

  test('table statistics starts with one empty rule, both counts off and no table ids', () => {
    const stats = getControlType(21)!.create('s');
    expect(stats.rules).toEqual([{ tableId: '', tableColumnId: '', calculateType: '+' }]);
    expect(stats.props).toMatchObject({ isShowTableStatisticsCount: false, isShowBillsCount: false, billCountTableIds: [] });
  });

  test('text length limit starts off with min and max 0', () => {
    for (const moduleId of [1, 2]) expect(getControlType(moduleId)!.create('x').props).toMatchObject({ minlength: 0, maxlength: 0 });
  });

  test('a number calculator starts with an empty formula and no result format', () => {
    const calc = getControlType(24)!.create('c');
    expect(calc.props.formula).toEqual([]);
    expect(calc.props.result).toBeUndefined();
  });

  test('defaults are fresh objects: changing one control never changes the next', () => {
    const type = getControlType(8)!;
    const a = type.create('a');
    (a.children as ControlOption[])[0].value = 'changed';
    a.config.title = 'changed';
    const b = type.create('b');
    expect((b.children as ControlOption[])[0].value).toBe('未命名');
    expect(b.config.title).toBe('单选');
  });

  test('every created control passes the JSON format check', () => {
    const form = { id: 'f', name: '新表单', controls: controlTypes.map((t, i) => t.create(`c${i}`)) };
    const result = parseForm(form);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  test('number columns are number, days, number calculator and date calculator columns', () => {
    expect([6, 22, 24, 25].every((moduleId) => isNumberColumn({ moduleId }))).toBe(true);
    expect([1, 3, 8, 15].some((moduleId) => isNumberColumn({ moduleId }))).toBe(false);
  });
});
