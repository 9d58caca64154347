/**
 * The form control entity, field names exactly as the spec (section 3) names them.
 * Every object keeps an index signature so that fields we do not know (coming from the backend)
 * survive a read/write round trip.
 */

/**
 * The moduleId of every control type, by the type's name: each module of `domain/controls/types/` adds its own
 * entry (`declare module '../../model/control' { interface ControlTypeIds { amount: 27 } }`), as a test's or a
 * plug-in's module may, so a new type adds no literal here. The spec's table (16 and 17 do not exist) and the
 * types this product adds (27–31, issue 41) are those entries. Which ids exist at run time is the registry's say
 * (`isKnownModuleId`); this map only types literals.
 */
export interface ControlTypeIds {}
export type ModuleId = ControlTypeIds[keyof ControlTypeIds];

export type ControlWidth = 25 | 50 | 75 | 100;

export interface ControlConfig {
  title: string;
  display_name?: string;
  tip?: string;
  required?: boolean;
  hidden?: boolean;
  strictly?: boolean;
  width?: ControlWidth;
  isPrint?: boolean;
  strongRemind?: boolean;
  _timeConfig?: DateBoundsConfig;
  [unknownField: string]: unknown;
}

/** Start/end bounds of a date control (spec 5 "Date limits"). */
export interface DateBoundsConfig {
  start?: DateBound;
  end?: DateBound;
  [unknownField: string]: unknown;
}

export type DateBound =
  | { type: 'applicationDate' }
  | { type: 'daysBefore'; days: number }
  | { type: 'daysAfter'; days: number }
  | { type: 'applicationMonth' }
  | { type: 'specifiedDate'; date: string }
  | { type: 'linkedControl'; controlId: string };

/** A token of a number calculator formula: operator, digit / dot as typed, or a computed object. */
export type FormulaToken = '+' | '-' | '*' | '/' | '(' | ')' | string | { id: string };

export type ResultFormat = 'round' | 'ceil' | 'floor' | 'fixed1' | 'fixed2';

export interface ControlProps {
  value?: unknown;
  style?: { flexDirection?: 'row' | 'column'; [unknownField: string]: unknown };
  defaultValueType?: 1 | 2 | 3 | 4;
  userInfo?: 'name' | 'employeeNumber' | string;
  disabled?: boolean;
  remote?: boolean;
  api?: string;
  label?: string;
  result?: ResultFormat;
  custom?: boolean;
  formula?: FormulaToken[];
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  isAllowDecimal?: boolean;
  decimalNum?: number;
  minNum?: number;
  maxNum?: number;
  phone?: boolean;
  email?: boolean;
  number?: boolean;
  accept?: string;
  unity?: string;
  showSummary?: boolean;
  /** Ids of the number columns summed in the footer; all number columns when absent or empty. */
  summaryColumns?: string[];
  isTableField?: boolean;
  tableId?: string;
  formValue?: string;
  isShowTableStatisticsCount?: boolean;
  isShowBillsCount?: boolean;
  billCountTableIds?: string[];
  isFormulaData?: boolean;
  // Fields this product adds beyond the spec's list (docs/FORM-FORMAT.md).
  /** Text length limit switch (spec 4 "Text length limit"). */
  isLengthLimit?: boolean;
  /** File type limit group of an upload (spec 9 groups); `accept` holds the resulting extensions. */
  fileTypeGroup?: 'documents' | 'images' | 'audio' | 'video' | 'archives' | 'custom';
  /** The custom file types as typed, separated by 、. */
  customFileTypes?: string;
  [unknownField: string]: unknown;
}

export interface ControlOption {
  id: number | string;
  value: string;
  isDefault?: boolean;
  isOther?: boolean;
  isChecked?: boolean;
  isRemote?: boolean;
  imgURL?: string;
  [unknownField: string]: unknown;
}

export interface ColProps {
  width: number;
  fixed: 'left' | 'right' | 'none';
  isMinWidth: boolean;
  [unknownField: string]: unknown;
}

export interface LinkConditionItem {
  tableConditionFiled?: string;
  formConditionFiled?: string;
  computeType?: string;
  type?: string;
  custom?: string;
  [unknownField: string]: unknown;
}

export interface DataTableCallConfig {
  linkType: 'commonUse' | 'table';
  linkTable?: { name: string; [unknownField: string]: unknown };
  linkTableFiled?: { name: string; [unknownField: string]: unknown };
  computeType: 'display' | 'change' | 'statistics';
  useType?: 'sum' | 'reduce' | 'beingReduce';
  linkCondition?: LinkConditionItem[][];
  [unknownField: string]: unknown;
}

export interface TableStatisticsRule {
  tableId: string;
  tableColumnId: string;
  calculateType: '+' | '-';
  [unknownField: string]: unknown;
}

/** `logic`: controlling control id → option ids; the control shows while one of them is selected. */
export type ControlLogic = Record<string, Array<number | string>>;

export interface Control {
  id: string;
  moduleId: ModuleId;
  name: string;
  description?: string;
  icon?: string;
  placeholder?: string;
  componentType?: string;
  config: ControlConfig;
  props: ControlProps;
  store?: Record<string, unknown>;
  /** Options of a choice control, or the column controls of a table (moduleId 15). */
  children?: Array<ControlOption | TableColumn>;
  linkToControlsId?: string[];
  linkTargetControlsId?: string[];
  dataTableCallConfig?: DataTableCallConfig;
  logic?: ControlLogic;
  /** Table statistics (moduleId 21) rules. */
  rules?: TableStatisticsRule[];
  [unknownField: string]: unknown;
}

/** A table column is a control with colProps. */
export interface TableColumn extends Control {
  colProps: ColProps;
}
