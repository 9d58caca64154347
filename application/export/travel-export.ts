/**
 * 出差数据导出: the 出差 applications submitted in a date range, one row each with the applicant and every field
 * of the trip form as an approver reads it (the print formatters), for the trip flow's admins — ready to save
 * as a CSV that Excel opens (UTF-8 with BOM).
 */
import { inject, injectable } from 'inversify';
import { csvText } from '../shell/csv-text';
import { parseFlow, settingsOf } from '../../domain/flow';
import type { Control } from '../../domain/model/control';
import { formatPrintValue } from '../../domain/print/print-values';
import { isExported } from '../../domain/controls/registry';
import { TRIP_MODEL } from '../filler/launch-shortcuts';
import { FlowModelApi } from '../ports/flow-model-api';
import { InstanceApi, type Instance, type InstanceStatus, type InstanceSummary } from '../ports/instance-api';
import { SessionApi } from '../ports/session-api';
import type { DateRange } from '../statistics/flow-statistics';
import { INSTANCE_STATUS_LABELS } from '../shared/instance-status';

const PAGE_SIZE = 100;

export interface TravelRow {
  /** 审批编号 (the instance id when its flow has no numbering rule). */
  readonly serialNo?: string;
  readonly instanceId: string;
  readonly applicant: string;
  readonly department: string;
  readonly status: InstanceStatus;
  readonly createdAt: string;
  /** Field text by control id. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface TravelExportResult {
  /** False: only the 出差 flow's admins may export (the page says so). */
  readonly isAdmin: boolean;
  readonly columns: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  readonly rows: readonly TravelRow[];
}

function printedText(control: Control, value: unknown): string {
  const printed = formatPrintValue(control, value);
  switch (printed.kind) {
    case 'text': case 'html': return printed.text;
    case 'files': return printed.files.map((f) => f.name).join('、');
    case 'table': return printed.rows.map((row) => row.join(' ')).join('；');
    default: return '';
  }
}

export function travelRow(instance: Instance, controls: readonly Control[]): TravelRow {
  const fields: Record<string, string> = {};
  for (const control of controls) fields[control.id] = printedText(control, instance.values[control.id]);
  return {
    instanceId: instance.id, ...(instance.serialNo ? { serialNo: instance.serialNo } : {}), applicant: instance.applicant.name, department: instance.applicant.department,
    status: instance.status, createdAt: instance.createdAt, fields,
  };
}

/** The rows as CSV: a header line, then one line per application; BOM first so Excel reads the Chinese. */
export function travelCsv(result: Pick<TravelExportResult, 'columns' | 'rows'>): string {
  const header = ['审批编号', '申请人', '部门', '状态', '提交时间', ...result.columns.map((c) => c.title)];
  const lines = result.rows.map((row) => [
    row.serialNo ?? row.instanceId, row.applicant, row.department, INSTANCE_STATUS_LABELS[row.status], row.createdAt.slice(0, 16).replace('T', ' '),
    ...result.columns.map((c) => row.fields[c.id] ?? ''),
  ]);
  return csvText([header, ...lines]);
}

@injectable()
export class TravelExport {
  constructor(
    @inject(FlowModelApi) private readonly flows: FlowModelApi,
    @inject(InstanceApi) private readonly instances: InstanceApi,
    @inject(SessionApi) private readonly session: SessionApi,
  ) {}

  async load(range: DateRange = {}): Promise<TravelExportResult> {
    const me = await this.session.load();
    const design = await this.flows.getModelDesign(TRIP_MODEL.id);
    const parsed = parseFlow(design.flow);
    if (!parsed.ok || !settingsOf(parsed.flow).admins.includes(me.id)) return { isAdmin: false, columns: [], rows: [] };
    const summaries = await this.all(range);
    const instances = await Promise.all(summaries.map((s) => this.instances.getInstance(s.id)));
    // Layout and buttons carry no data of a trip.
    const controls = design.form.controls.filter(isExported);
    return {
      isAdmin: true,
      columns: controls.map((c) => ({ id: c.id, title: c.config.title })),
      rows: instances.map((instance) => travelRow(instance, controls)),
    };
  }

  private async all(range: DateRange): Promise<InstanceSummary[]> {
    const all: InstanceSummary[] = [];
    for (let page = 0; ; page += 1) {
      const result = await this.instances.queryInstances({
        page, pageSize: PAGE_SIZE, modelId: TRIP_MODEL.id,
        ...(range.from ? { createdFrom: range.from } : {}), ...(range.to ? { createdTo: range.to } : {}),
      });
      all.push(...result.list);
      if (result.list.length < PAGE_SIZE || all.length >= result.total) return all;
    }
  }
}
