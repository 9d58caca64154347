// Issue 43 #8: without a 审批编号 rule no internal id is shown as one anywhere: print and PDF (流程编号), the Excel
// export's and the 出差 CSV's 审批编号 column say —, as the desktop lists do.
import { travelCsv } from '../../../application/export/travel-export';
import { serialNoOf } from '../../../domain/export/instance-export-rows';
import { SYSTEM_FIELDS } from '../../../domain/print/system-fields';
import type { PrintSource } from '../../../domain/print/print-source';

const moment = { printedBy: '陈志远', printedAt: '2026-11-27T10:00:00.000Z' };

test('issue 43 #8: an instance without 审批编号 shows — (never inst-2) in print, PDF, Excel and CSV', () => {
  const plain = { instanceId: 'inst-2', serialNo: undefined } as unknown as PrintSource;
  expect(SYSTEM_FIELDS.serialNumber.value(plain, moment)).toBe('—');
  expect(serialNoOf({ id: 'inst-6' })).toBe('—');
  const csv = travelCsv({ columns: [], rows: [{ instanceId: 'inst-8', applicant: '张三', department: '行政部', status: 'pending', createdAt: '2026-11-27T09:00:00', fields: {} }] });
  expect(csv).not.toContain('inst-8');
  expect(csv).toContain('—,张三');
});

test('issue 43 #8: a numbered instance shows its 审批编号 everywhere', () => {
  const numbered = { instanceId: 'inst-2', serialNo: 'LY202611270001' } as unknown as PrintSource;
  expect(SYSTEM_FIELDS.serialNumber.value(numbered, moment)).toBe('LY202611270001');
  expect(serialNoOf({ id: 'inst-6', serialNo: 'LY202611270001' })).toBe('LY202611270001');
});
