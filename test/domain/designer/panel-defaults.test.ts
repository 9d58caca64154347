import { getControlType } from '../../../domain/controls/registry';
import { applyPanelDefaults, panelDefaultsApplied } from '../../../domain/designer/panel-defaults';
import { setShowSummary } from '../../../domain/designer/table-columns';
import { deepFreeze } from '../../fixtures/deep-freeze';

describe('defaults of property panels (once per control)', () => {
  test('required becomes true and hidden false', () => {
    const control = applyPanelDefaults(deepFreeze(getControlType(1)!.create('a')));
    expect(control.config.required).toBe(true);
    expect(control.config.hidden).toBe(false);
  });

  test('formValue is empty and custom is false', () => {
    const control = applyPanelDefaults(deepFreeze({ ...getControlType(9)!.create('a'), props: { formValue: '12', custom: true } }));
    expect(control.props.formValue).toBe('');
    expect(control.props.custom).toBe(false);
  });

  test('applied once: a second call keeps what the designer changed afterwards', () => {
    const first = applyPanelDefaults(getControlType(1)!.create('a'));
    expect(panelDefaultsApplied(first)).toBe(true);
    const edited = { ...first, config: { ...first.config, required: false } };
    expect(applyPanelDefaults(edited)).toBe(edited);
  });

  test('a table starts with two columns and sum off', () => {
    const empty = { ...getControlType(15)!.create('t'), children: [], props: { showSummary: true } };
    const table = applyPanelDefaults(deepFreeze(empty));
    expect(table.children).toHaveLength(2);
    expect(table.props.showSummary).toBe(false);
    // once applied, turning the sum on sticks
    expect(applyPanelDefaults(setShowSummary(table, true)).props.showSummary).toBe(true);
  });

  test('a table that already has columns keeps them', () => {
    const table = getControlType(15)!.create('t');
    const withThree = { ...table, children: [...table.children!, { ...table.children![0], id: 't_col3' }] };
    expect(applyPanelDefaults(withThree).children).toHaveLength(3);
  });

  test('table statistics starts with one empty rule, both counts off and no table ids', () => {
    const stats = { ...getControlType(21)!.create('s'), rules: [], props: { isShowTableStatisticsCount: true, isShowBillsCount: true, billCountTableIds: ['t'] } };
    const next = applyPanelDefaults(deepFreeze(stats));
    expect(next.rules).toEqual([{ tableId: '', tableColumnId: '', calculateType: '+' }]);
    expect(next.props).toMatchObject({ isShowTableStatisticsCount: false, isShowBillsCount: false, billCountTableIds: [] });
  });
});
