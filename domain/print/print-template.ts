/**
 * The print template of a flow (issue 19, the designer's 打印设置 tab), saved with the design in
 * `settings.print`. Entry points: `readPrintTemplate(settings)`, `withPrintTemplate(settings, template)`,
 * `printedControls(template, form)`.
 */
import type { Control } from '../model/control';
import type { Form } from '../model/form';
import { getControlType } from '../controls/registry';
import { SYSTEM_FIELD_KEYS, type SystemFieldKey } from './system-fields';
import { PAPER_SIZES, type Orientation, type PaperSize } from './paper';

/** `default`: every control whose 参与打印 is on, in form order; `custom`: the chosen controls in the chosen order. */
export type PrintLayout = 'default' | 'custom';

/** Page margins in millimetres. */
export interface PrintMargins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface PrintTemplate {
  readonly layout: PrintLayout;
  /** The sheet's title; empty: the flow's name. */
  readonly title: string;
  /** A line of text above the title (e.g. the company name). */
  readonly headerText: string;
  /** The custom layout's controls, in print order (ignored by the default layout). */
  readonly controlIds: readonly string[];
  /** The system fields printed above the form, in this order. */
  readonly systemFields: readonly SystemFieldKey[];
  /** Prints the approval record (each node: who, decision, comment, time). */
  readonly approvalRecord: boolean;
  readonly paper: PaperSize;
  readonly orientation: Orientation;
  readonly margins: PrintMargins;
  /** Drawn across every page; empty: none. */
  readonly watermark: string;
  /** '第 X 页 / 共 Y 页' in the footer. */
  readonly pageNumbers: boolean;
  /** 转换为 PDF (the spec's isPDF): the print view produces a PDF file instead of the browser's print. */
  readonly isPDF: boolean;
}

/** Where the template lives in the design's settings. */
export const PRINT_SETTINGS_KEY = 'print';

/** Margins in mm the settings accept (DingTalk's print dialog offers 0–50 mm). */
export const MARGIN_RANGE = { min: 0, max: 50 } as const;

export const DEFAULT_PRINT_TEMPLATE: PrintTemplate = Object.freeze({
  layout: 'default',
  title: '',
  headerText: '',
  controlIds: [],
  systemFields: ['applicant', 'department', 'serialNumber', 'startedAt', 'status'],
  approvalRecord: true,
  paper: 'A4',
  orientation: 'portrait',
  margins: { top: 15, right: 15, bottom: 15, left: 15 },
  watermark: '',
  pageNumbers: true,
  isPDF: false,
}) as PrintTemplate;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function marginOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= MARGIN_RANGE.min && value <= MARGIN_RANGE.max ? value : fallback;
}

/**
 * The template stored in a design's settings; anything missing or malformed takes the default, so an old
 * design (or one saved by another client) always prints. The older top-level `isPDF` flag is honoured.
 */
export function readPrintTemplate(settings: Readonly<Record<string, unknown>> | undefined): PrintTemplate {
  const d = DEFAULT_PRINT_TEMPLATE;
  const raw = isRecord(settings?.[PRINT_SETTINGS_KEY]) ? (settings![PRINT_SETTINGS_KEY] as Record<string, unknown>) : {};
  const margins = isRecord(raw.margins) ? raw.margins : {};
  const legacyPdf = settings?.isPDF === true;
  return {
    layout: raw.layout === 'custom' ? 'custom' : 'default',
    title: stringOr(raw.title, d.title),
    headerText: stringOr(raw.headerText, d.headerText),
    controlIds: Array.isArray(raw.controlIds) ? raw.controlIds.filter((id): id is string => typeof id === 'string') : d.controlIds,
    systemFields: Array.isArray(raw.systemFields)
      ? raw.systemFields.filter((key): key is SystemFieldKey => (SYSTEM_FIELD_KEYS as readonly unknown[]).includes(key))
      : d.systemFields,
    approvalRecord: typeof raw.approvalRecord === 'boolean' ? raw.approvalRecord : d.approvalRecord,
    paper: (PAPER_SIZES as readonly unknown[]).includes(raw.paper) ? (raw.paper as PaperSize) : d.paper,
    orientation: raw.orientation === 'landscape' ? 'landscape' : 'portrait',
    margins: {
      top: marginOr(margins.top, d.margins.top),
      right: marginOr(margins.right, d.margins.right),
      bottom: marginOr(margins.bottom, d.margins.bottom),
      left: marginOr(margins.left, d.margins.left),
    },
    watermark: stringOr(raw.watermark, d.watermark),
    pageNumbers: typeof raw.pageNumbers === 'boolean' ? raw.pageNumbers : d.pageNumbers,
    isPDF: typeof raw.isPDF === 'boolean' ? raw.isPDF : legacyPdf,
  };
}

/** The settings with the template stored; the top-level `isPDF` mirrors it for clients that read only that. */
export function withPrintTemplate(settings: Readonly<Record<string, unknown>> | undefined, template: PrintTemplate): Record<string, unknown> {
  return { ...(settings ?? {}), [PRINT_SETTINGS_KEY]: template, isPDF: template.isPDF };
}

/** A control that can appear on paper at all (layout and button controls cannot). */
export function isPrintable(control: Control): boolean {
  return getControlType(control.moduleId)?.capabilities.print === true;
}

/** 参与打印 is on: the type prints and the control did not switch it off. */
export function participatesInPrinting(control: Control): boolean {
  return isPrintable(control) && control.config?.isPrint !== false;
}

/** The controls printed, in print order: default layout by 参与打印 in form order, custom by the chosen ids. */
export function printedControls(template: PrintTemplate, form: Form): Control[] {
  if (template.layout === 'default') return form.controls.filter(participatesInPrinting);
  const byId = new Map(form.controls.map((control) => [control.id, control]));
  return template.controlIds.map((id) => byId.get(id)).filter((control): control is Control => !!control && isPrintable(control));
}
