/** @jest-environment jest-fixed-jsdom */
// Completeness of the control type registry (issue 24): every type registered in domain/controls/registry.ts
// says everything the rest of the app asks of it, and has its UI twin in ui/controls/types/<name>/.
import { controlTypes } from '../../../domain/controls/registry';
import { formatPrintValue } from '../../../domain/print/print-values';
import { conditionKindOf } from '../../../domain/flow/conditions/registry';
import { uiControlType, uiControlTypes } from '../../../ui/controls/registry';

describe('every control type is complete', () => {
  test.each(controlTypes.map((type) => [type.name, type] as const))('%s: print text, value shape, condition kind, initial and sample value', (_name, type) => {
    const control = type.create('c1');
    // Print text: its own formatter, or cell by cell for a table.
    expect(type.printText !== undefined || type.capabilities.columns).toBe(true);
    const sample = type.sampleValue(control, 1);
    expect(() => formatPrintValue(control, sample)).not.toThrow();
    // What the applicant fills has a JSON shape the CLI checks and a kind a flow condition compares.
    if (type.capabilities.input) {
      expect(type.valueShape).not.toBe('any');
      expect(type.conditionKind).toBeDefined();
      expect(conditionKindOf(control)?.name).toBe(type.conditionKind);
    }
    // A layout control holds nothing, so no condition reads it.
    if (!type.holdsValue) expect(type.conditionKind).toBeUndefined();
    expect(['blur', 'change']).toContain(type.validation.trigger);
    expect(() => type.initialValue(control)).not.toThrow();
    if (type.capabilities.compute && !type.capabilities.input) expect(type.calculator?.dependencies(control)).toEqual([]);
  });

  test('the UI registry has one twin per domain type, in the same order', () => {
    expect(uiControlTypes.map((ui) => ui.type)).toEqual([...controlTypes]);
  });

  test.each(controlTypes.map((type) => [type.name, type.moduleId] as const))('%s: component, row height and property sections', async (_name, moduleId) => {
    const ui = uiControlType(moduleId)!;
    expect(typeof (await ui.component.load())).toBe('function');
    expect(ui.rowHeight).toBeGreaterThan(0);
    // Property sections: those its capabilities turn on, plus what its own panel module adds.
    if (ui.panel) {
      const panel = await ui.panel.load();
      expect(typeof (panel.sections ?? panel.limitFields)).toBe('function');
    }
  });

  test('the type-specific settings come from the type\'s panel: region level, number format, content, statistics, calculators, currency', () => {
    const withPanel = uiControlTypes.filter((ui) => ui.panel !== undefined).map((ui) => ui.type.name);
    // The types the spec and issue 41 give settings of their own; a type registered later brings its own panel.
    expect(withPanel).toEqual(expect.arrayContaining(['描述文字', '数字', '富文本', '省市区', '表格统计', '数字计算器', '日期计算器', '金额', '成员', '部门', '关联审批单']));
  });
});
