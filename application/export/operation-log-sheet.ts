/** 操作日志 as one sheet of the .xlsx export: the columns of its CSV, the time as a date. */
import type { ExportColumn, ExportSheetRows } from '../../domain/export/export-sheet';
import { operationLabel } from '../admin/operation-log';
import type { OperationLogRecord } from '../ports/operation-log-api';
import { wallClock } from './wall-clock';

const COLUMNS: readonly ExportColumn[] = [
  { id: 'at', header: '时间', kind: 'datetime' },
  { id: 'userName', header: '操作人', kind: 'text' },
  { id: 'action', header: '操作', kind: 'text' },
  { id: 'target', header: '对象', kind: 'text' },
  { id: 'change', header: '变更', kind: 'text' },
  { id: 'detail', header: '说明', kind: 'text' },
];

export function operationLogSheet(records: readonly OperationLogRecord[]): ExportSheetRows {
  return {
    key: 'operation-log',
    name: '操作日志',
    columns: COLUMNS,
    rows: records.map((r) => ({
      at: { date: wallClock(r.at) }, userName: r.userName, action: operationLabel(r.action), target: r.target,
      change: r.change ?? null, detail: r.detail ?? null,
    })),
  };
}
