import { defineControlType } from '../control-type';
import { formatText } from '../../print/value-kinds/text';

/** moduleId 20: shows data fetched from a remote API definition. */
export const remoteDataDisplay = defineControlType({
  moduleId: 20,
  name: '远程数据展示',
  icon: 'remote-data',
  group: '高级控件',
  componentType: 'RemoteData',
  capabilities: { remote: true, print: true, tableCell: true },
  props: () => ({ value: '', remote: true, api: '' }),
  printText: formatText,
  sampleValue: () => '示例数据',
});

declare module '../../model/control' {
  interface ControlTypeIds { remoteDataDisplay: 20 }
}
