/**
 * The sheet to print (issue 19): everything the print view and the PDF draw, computed from a template and an
 * instance, nothing left to decide by the renderer. Entry point: `buildPrintDocument(template, source, moment)`.
 */
import type { PrintSource } from './print-source';
import type { PrintTemplate, PrintMargins } from './print-template';
import { printedControls } from './print-template';
import type { PrintValue } from './print-value';
import { formatPrintValue } from './print-values';
import { SYSTEM_FIELDS, type PrintMoment, type SystemFieldKey } from './system-fields';
import { approvalRecordRows, type ApprovalRecordRow } from './approval-record';
import { paperSizeMm, type Orientation, type PaperSize } from './paper';
import { pdfFileName } from './pdf-file-name';

export interface PrintedField {
  readonly id: string;
  readonly label: string;
  readonly value: PrintValue;
}

export interface PrintedSystemField {
  readonly key: SystemFieldKey;
  readonly label: string;
  readonly value: string;
}

export interface PrintDocument {
  readonly title: string;
  readonly headerText: string;
  readonly paper: PaperSize;
  readonly orientation: Orientation;
  /** The sheet as it lies, in mm. */
  readonly sizeMm: { readonly width: number; readonly height: number };
  readonly margins: PrintMargins;
  readonly watermark: string;
  readonly pageNumbers: boolean;
  readonly isPDF: boolean;
  /** 流程名称-编号.pdf */
  readonly fileName: string;
  readonly systemFields: readonly PrintedSystemField[];
  readonly fields: readonly PrintedField[];
  /** Absent when the template leaves the record out. */
  readonly approvalRecord?: readonly ApprovalRecordRow[];
}

function labelOf(control: { config?: { display_name?: unknown; title?: unknown }; name: string }): string {
  const display = control.config?.display_name;
  if (typeof display === 'string' && display.trim() !== '') return display;
  return typeof control.config?.title === 'string' ? control.config.title : control.name;
}

export function buildPrintDocument(template: PrintTemplate, source: PrintSource, moment: PrintMoment): PrintDocument {
  const fields = printedControls(template, source.form)
    .filter((control) => control.config?.hidden !== true)
    .map((control) => ({ id: control.id, label: labelOf(control), value: formatPrintValue(control, source.values[control.id], source.names) }));
  return {
    title: template.title.trim() || source.flowName,
    headerText: template.headerText,
    paper: template.paper,
    orientation: template.orientation,
    sizeMm: paperSizeMm(template.paper, template.orientation),
    margins: template.margins,
    watermark: template.watermark.trim(),
    pageNumbers: template.pageNumbers,
    isPDF: template.isPDF,
    fileName: pdfFileName(source.flowName, source.instanceId),
    systemFields: template.systemFields.map((key) => ({ key, label: SYSTEM_FIELDS[key].label, value: SYSTEM_FIELDS[key].value(source, moment) })),
    fields,
    ...(template.approvalRecord ? { approvalRecord: approvalRecordRows(source) } : {}),
  };
}
