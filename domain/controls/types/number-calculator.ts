import { defineControlType } from '../control-type';
import { formatNumber } from '../../print/value-kinds/number';
import { formulaRefs } from '../../formula/formula-lexer';

/** moduleId 24: computes a number from a formula over other number controls. */
export const numberCalculator = defineControlType({
  moduleId: 24,
  name: '数字计算器',
  icon: 'calculator',
  group: '高级控件',
  componentType: 'NumberCalculator',
  capabilities: { formula: true, compute: true, print: true, tableCell: true },
  props: () => ({ value: '', formula: [] }),
  conditionKind: 'number',
  numberValue: true,
  calculator: { kind: 'formula', dependencies: (control) => formulaRefs(control.props?.formula) },
  printText: formatNumber,
  sampleValue: () => '100.00',
});

declare module '../../model/control' {
  interface ControlTypeIds { numberCalculator: 24 }
}
