/**
 * A made-up instance of a flow for the 打印设置 tab's live preview: every control gets a value of its kind,
 * the history one approval, so the designer sees how each setting looks on paper before any real instance.
 */
import type { Control, ModuleId } from '../model/control';
import type { Form } from '../model/form';
import { columnsOf } from '../tables/table-columns';
import type { PrintSource } from './print-source';

function optionIds(control: Control): Array<string | number> {
  return Array.isArray(control.children)
    ? control.children.filter((c) => c && typeof c === 'object' && 'value' in c && !('colProps' in c)).map((c) => (c as { id: string | number }).id)
    : [];
}

const SAMPLES: Partial<Record<ModuleId, (control: Control) => unknown>> = {
  1: () => '示例文字', 2: () => '示例多行文字\n第二行', 3: () => '2025-03-10', 4: () => 'zhangsan@example.com',
  5: () => '13800138000', 6: () => 100, 7: () => 'https://example.com', 8: (c) => optionIds(c)[0], 9: (c) => optionIds(c)[0],
  10: (c) => optionIds(c).slice(0, 2), 11: () => ({ attachments: ['sample-file'], fileList: ['示例附件.jpg'] }),
  12: () => ['2025-03-10 09:00', '2025-03-12 18:00'], 13: (c) => ({ images: optionIds(c).slice(0, 1).map((id) => ({ file_id: '', name: String(c.children?.find((o) => (o as { id: unknown }).id === id)?.value ?? '示例'), optionId: id })) }),
  18: () => ['浙江省', '杭州市', '西湖区'], 20: () => '示例数据', 21: () => '300.00', 22: () => 3, 24: () => '100.00', 25: () => '2',
};

function sampleValue(control: Control): unknown {
  if (control.moduleId === 15) {
    const columns = columnsOf(control);
    return [1, 2, 3].map((row) => columns.map((column) => (column.moduleId === 6 ? row * 100 : sampleValue(column))));
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
