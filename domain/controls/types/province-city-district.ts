import { defineControlType } from '../control-type';
import { formatRegion } from '../../print/value-kinds/region';

/** moduleId 18: province / city / district cascader of administrative regions. */
export const provinceCityDistrict = defineControlType({
  moduleId: 18,
  name: '省市区',
  icon: 'region',
  group: '高级控件',
  componentType: 'Cascader',
  capabilities: { input: true, print: true, tableCell: true },
  // level: how deep the selection goes (province, city or district).
  props: () => ({ value: [], level: 'district' }),
  valueShape: 'stringOrStrings',
  conditionKind: 'text',
  printText: formatRegion,
  sampleValue: () => ['浙江省', '杭州市', '西湖区'],
});

declare module '../../model/control' {
  interface ControlTypeIds { provinceCityDistrict: 18 }
}
