/**
 * An instance as export rows: one row on its flow's sheet (审批编号, title, flow, applicant, department, status,
 * submitted and finished times, current node and approvers, then one column per form control the viewer may
 * see), and one row per detail-table row on that table's own sheet, keyed by 审批编号. The instance is the one
 * the backend answered for the viewer, so fields hidden from them are already absent.
 */
import { isExported } from '../controls/registry';
import { columnsOf } from '../tables/table-columns';
import { hasColumns } from '../controls/registry';
import type { Form } from '../model/form';
import type { Control } from '../model/control';
import type { ValueNames } from '../controls/org/value-names';
import { controlCell, fieldColumn } from './control-cell';
import type { ExportCell, ExportColumn, ExportSheetRows } from './export-sheet';
import { sheetTitle } from './export-sheet';
import { serialNoText } from '../flow/settings/serial-no';

export interface ExportInstance {
  readonly id: string;
  /** 审批编号 (flow settings' serial number); the instance id stands in where a backend has none. */
  readonly serialNo?: string;
  readonly title: string;
  readonly modelId: string;
  readonly modelName: string;
  readonly status: string;
  readonly applicant: { readonly name: string; readonly department: string };
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly currentNodes?: ReadonlyArray<{ readonly nodeName: string; readonly userNames: readonly string[] }>;
  readonly form: Form;
  readonly values: Readonly<Record<string, unknown>>;
  /**
   * Names of the people, departments and linked instances its 成员, 部门 and 关联审批单 values hold (plain data:
   * the rows are made in a worker).
   */
  readonly names?: ExportNames;
}

/** People and departments by id, as the exporting page knew them; linked instances as the backend named them. */
export interface ExportNames {
  readonly users?: Readonly<Record<string, string>>;
  readonly depts?: Readonly<Record<string, string>>;
  readonly instances?: Readonly<Record<string, { readonly title: string; readonly serialNo?: string }>>;
}

/** The lookups of `names` (an id nobody named stays as it is). */
function valueNamesOf(names: ExportNames | undefined): ValueNames | undefined {
  if (!names) return undefined;
  const own = <T>(record: Readonly<Record<string, T>> | undefined, id: string): T | undefined =>
    (record && Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined);
  const named = (record: Readonly<Record<string, string>> | undefined) => (id: string) => {
    const name = own(record, id);
    return name === undefined ? undefined : { name };
  };
  return { user: named(names.users), dept: named(names.depts), instance: (id) => own(names.instances, id) };
}

export interface InstanceExportOptions {
  /** 审批中, 已通过 …: the status words (the application's table, so new statuses slot in). */
  readonly statusLabel: (status: string) => string;
  /** Statuses whose last update is their end (finished time); the others show none. */
  readonly isFinished: (status: string) => boolean;
  /** An instant (ISO) as wall-clock milliseconds of the viewer's time zone. */
  readonly wallClock: (iso: string) => number;
}

/** The instance columns every flow sheet starts with. */
export const INSTANCE_COLUMNS: readonly ExportColumn[] = [
  { id: 'serialNo', header: '审批编号', kind: 'text' },
  { id: 'title', header: '标题', kind: 'text' },
  { id: 'flow', header: '流程', kind: 'text' },
  { id: 'applicant', header: '申请人', kind: 'text' },
  { id: 'department', header: '部门', kind: 'text' },
  { id: 'status', header: '状态', kind: 'text' },
  { id: 'createdAt', header: '提交时间', kind: 'datetime' },
  { id: 'finishedAt', header: '完成时间', kind: 'datetime' },
  { id: 'currentNodes', header: '当前节点', kind: 'text' },
  { id: 'currentApprovers', header: '当前审批人', kind: 'text' },
];

const SERIAL_HEADER: ExportColumn = INSTANCE_COLUMNS[0]!;
const fieldColumnId = (control: Control) => `field:${control.id}`;
const titleOf = (control: Control) => control.config?.title || control.name;

export function serialNoOf(instance: Pick<ExportInstance, 'id' | 'serialNo'>): string {
  return serialNoText(instance.serialNo);
}

function detailSheet(instance: ExportInstance, table: Control, value: unknown): ExportSheetRows {
  const columns = columnsOf(table);
  const rows = Array.isArray(value) ? value.filter(Array.isArray) : [];
  return {
    key: `table:${instance.modelId}:${table.id}`,
    name: sheetTitle(`${instance.modelName}-${titleOf(table)}`),
    columns: [SERIAL_HEADER, ...columns.map((column) => fieldColumn(column, fieldColumnId(column), titleOf(column)))],
    rows: rows.map((row) => Object.fromEntries([
      [SERIAL_HEADER.id, serialNoOf(instance)],
      ...columns.map((column, i) => [fieldColumnId(column), controlCell(column, (row as unknown[])[i])]),
    ])),
  };
}

/** The sheets one instance adds rows to: its flow's sheet first, then one per detail table. */
export function instanceExportRows(instance: ExportInstance, options: InstanceExportOptions): ExportSheetRows[] {
  const controls = instance.form.controls.filter(isExported);
  const fields = controls.filter((c) => !hasColumns(c.moduleId));
  const tables = controls.filter((c) => hasColumns(c.moduleId));
  const nodes = instance.currentNodes ?? [];
  const row: Record<string, ExportCell> = {
    serialNo: serialNoOf(instance),
    title: instance.title,
    flow: instance.modelName,
    applicant: instance.applicant.name,
    department: instance.applicant.department,
    status: options.statusLabel(instance.status),
    createdAt: { date: options.wallClock(instance.createdAt) },
    finishedAt: options.isFinished(instance.status) ? { date: options.wallClock(instance.updatedAt) } : null,
    currentNodes: nodes.map((n) => n.nodeName).join('、') || null,
    currentApprovers: [...new Set(nodes.flatMap((n) => n.userNames))].join('、') || null,
  };
  const names = valueNamesOf(instance.names);
  for (const control of fields) row[fieldColumnId(control)] = controlCell(control, instance.values[control.id], names);
  const main: ExportSheetRows = {
    key: `flow:${instance.modelId}`,
    name: sheetTitle(instance.modelName),
    columns: [...INSTANCE_COLUMNS, ...fields.map((control) => fieldColumn(control, fieldColumnId(control), titleOf(control)))],
    rows: [row],
  };
  return [main, ...tables.map((table) => detailSheet(instance, table, instance.values[table.id]))];
}
