import type { Control } from '../../domain/model/control';
import type { Form } from '../../domain/model/form';

/**
 * How a control is shown: `fill` (the applicant edits it), `readonly` (an instance is viewed),
 * `design` (the designer canvas: looks like fill mode, but disabled and never calls a backend).
 */
export type ControlMode = 'fill' | 'readonly' | 'design';

/** What a control may need to know beyond its own value. Every field is optional. */
export interface ControlContext {
  /** The whole form (table statistics, calculators and date bounds look up other controls). */
  form?: Form;
  /** Current values by control id (date bounds linked to another control's date). */
  values?: Readonly<Record<string, unknown>>;
  /** The applicant (default value type 4 shows name or employee number). */
  user?: { name: string; employeeNumber: string };
  /** The application date YYYY-MM-DD (today when absent). */
  today?: string;
  /** The instance shown (read-only view), for the print button. */
  instanceId?: string;
  /** The flow of that instance: the print button reads its print template (isPDF). */
  modelId?: string;
  /** True inside a table cell: no frame, compact input, textareas autosize 1–6 rows. */
  inTable?: boolean;
  /** Why a computed control shows no number (e.g. 获取数据失败), shown as a hint. */
  note?: string;
  /** Table cell messages by `${row}:${columnId}` (a table control shows them under the cells). */
  cellErrors?: Readonly<Record<string, string>>;
  /** Table footer texts by column id (`总计：…`), when the session computed them. */
  footerSums?: Readonly<Record<string, string>>;
  /** A table cell lost focus (blur validation of the table). */
  onCellBlur?: (row: number, columnId: string) => void;
  /** Table statistics: the bills count to show next to the total. */
  billsCount?: number;
}

/** Props of ControlView and of every per-type component. */
export interface ControlViewProps<V = unknown> {
  control: Control;
  value: V;
  onChange?: (value: V) => void;
  /** Called when a typed input loses focus (blur-triggered validation). */
  onBlur?: () => void;
  mode: ControlMode;
  /** The validation message shown under the field. */
  error?: string;
  context?: ControlContext;
}

/** The props a per-type body component receives: ControlViewProps plus the resolved `disabled`. */
export interface ControlBodyProps<V = unknown> extends ControlViewProps<V> {
  /** True in design/readonly mode, when props.disabled, or with default value type 4 (user info). */
  disabled: boolean;
}

/** Disabled unless the applicant may edit it (spec 4: default value type 4 disables the field). */
export function isControlDisabled(control: Control, mode: ControlMode): boolean {
  if (mode !== 'fill') return true;
  return control.props?.disabled === true || control.props?.defaultValueType === 4;
}

/** Title shown above a field: display_name when set, else title. */
export function controlLabel(control: Control): string {
  const display = control.config?.display_name;
  return typeof display === 'string' && display.trim() !== '' ? display : (control.config?.title ?? control.name);
}
