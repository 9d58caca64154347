/**
 * A made-up instance of a flow for the 打印设置 tab's live preview: every control gets a value of its kind,
 * the history one approval, so the designer sees how each setting looks on paper before any real instance.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { columnsOf } from '../tables/table-columns';
import { getControlType } from '../controls/registry';
import type { PrintSource } from './print-source';

/** A value of the control's kind (its type's sample); a table gets three rows of its columns' samples. */
function sampleValue(control: Control, row = 1): unknown {
  const type = getControlType(control.moduleId);
  if (type?.capabilities.columns) {
    const columns = columnsOf(control);
    return [1, 2, 3].map((n) => columns.map((column) => sampleValue(column, n)));
  }
  return type?.sampleValue(control, row);
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
