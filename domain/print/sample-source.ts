/**
 * A made-up instance of a flow for the 打印设置 tab's live preview: every control gets a value of its kind,
 * the history one approval, so the designer sees how each setting looks on paper before any real instance.
 */
import type { Control, ModuleId } from '../model/control';
import type { Form } from '../model/form';
import { columnsOf } from '../tables/table-columns';
import { MODULE } from '../validation/control-kinds';
import type { PrintSource } from './print-source';

function optionIds(control: Control): Array<string | number> {
  return Array.isArray(control.children)
    ? control.children.filter((c) => c && typeof c === 'object' && 'value' in c && !('colProps' in c)).map((c) => (c as { id: string | number }).id)
    : [];
}

const SAMPLES: Partial<Record<ModuleId, (control: Control) => unknown>> = {
  [MODULE.singleLineText]: () => '示例文字',
  [MODULE.multiLineText]: () => '示例多行文字\n第二行',
  [MODULE.date]: () => '2025-03-10',
  [MODULE.email]: () => 'zhangsan@example.com',
  [MODULE.phone]: () => '13800138000',
  [MODULE.number]: () => 100,
  [MODULE.link]: () => 'https://example.com',
  [MODULE.singleChoice]: (c) => optionIds(c)[0],
  [MODULE.dropdown]: (c) => optionIds(c)[0],
  [MODULE.multiChoice]: (c) => optionIds(c).slice(0, 2),
  [MODULE.attachment]: () => ({ attachments: ['sample-file'], fileList: ['示例附件.jpg'] }),
  [MODULE.startEndTime]: () => ['2025-03-10 09:00', '2025-03-12 18:00'],
  [MODULE.imageChoice]: (c) => ({ images: optionIds(c).slice(0, 1).map((id) => ({ file_id: '', name: String(c.children?.find((o) => (o as { id: unknown }).id === id)?.value ?? '示例'), optionId: id })) }),
  [MODULE.region]: () => ['浙江省', '杭州市', '西湖区'],
  [MODULE.remoteDisplay]: () => '示例数据',
  [MODULE.tableStatistics]: () => '300.00',
  [MODULE.days]: () => 3,
  [MODULE.numberCalculator]: () => '100.00',
  [MODULE.dateCalculator]: () => '2',
};

function sampleValue(control: Control): unknown {
  if (control.moduleId === MODULE.table) {
    const columns = columnsOf(control);
    return [1, 2, 3].map((row) => columns.map((column) => (column.moduleId === MODULE.number ? row * 100 : sampleValue(column))));
  }
  return SAMPLES[control.moduleId as ModuleId]?.(control);
}

export function sampleSource(form: Form, flowName: string): PrintSource {
  const values: Record<string, unknown> = {};
  for (const control of form.controls) {
    const value = sampleValue(control);
    if (value !== undefined) values[control.id] = value;
  }
  return {
    instanceId: 'SAMPLE-0001', flowName: flowName || form.name, title: `张三的${flowName || form.name}`, status: 'approved',
    applicant: { name: '张三', department: '行政部' },
    createdAt: '2025-03-05T01:00:00.000Z', updatedAt: '2025-03-05T06:00:00.000Z',
    form, values,
    history: [{ nodeName: '审批', approverName: '李四', action: 'approve', comment: '同意', at: '2025-03-05T06:00:00.000Z' }],
  };
}
