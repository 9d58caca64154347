/**
 * The system fields a print template can show above the form (issue 19), one entry each: its label and how
 * its value is read. Adding one means adding an entry here.
 */
import type { PrintSource } from './print-source';
import { formatPrintTime } from './print-time';
import { statusLabel } from './status-label';
import { serialNoText } from '../flow/settings/serial-no';

export const SYSTEM_FIELD_KEYS = [
  'applicant', 'department', 'flowName', 'serialNumber', 'startedAt', 'finishedAt', 'status', 'printedBy', 'printedAt',
] as const;
export type SystemFieldKey = (typeof SYSTEM_FIELD_KEYS)[number];

/** Who prints and when: known only when the sheet is made. */
export interface PrintMoment {
  readonly printedBy: string;
  /** ISO time. */
  readonly printedAt: string;
}

interface SystemField {
  readonly label: string;
  readonly value: (source: PrintSource, moment: PrintMoment) => string;
}

const FINISHED = new Set(['approved', 'rejected', 'revoked', 'cancelled', 'completed']);

export const SYSTEM_FIELDS: Readonly<Record<SystemFieldKey, SystemField>> = {
  applicant: { label: '发起人', value: (s) => s.applicant.name },
  department: { label: '部门', value: (s) => s.applicant.department },
  flowName: { label: '流程名称', value: (s) => s.flowName },
  serialNumber: { label: '流程编号', value: (s) => serialNoText(s.serialNo) },
  startedAt: { label: '发起时间', value: (s) => formatPrintTime(s.createdAt) },
  finishedAt: { label: '完成时间', value: (s) => (FINISHED.has(s.status) ? formatPrintTime(s.updatedAt) : '') },
  status: { label: '状态', value: (s) => statusLabel(s.status) },
  printedBy: { label: '打印人', value: (_s, m) => m.printedBy },
  printedAt: { label: '打印时间', value: (_s, m) => formatPrintTime(m.printedAt) },
};
