import type { Control, ControlConfig, ControlOption, ControlProps, ModuleId } from '../model/control';
import type { PrintValueFormatter } from '../print/print-value';
import { cloneValue } from './control-values';
import type { ValueNames } from './org/value-names';

/** Palette groups of the designer's control list. */
export type PaletteGroup = '基础控件' | '选择控件' | '高级控件' | '布局与展示';

/** What a control type can do; the designer shows a property-panel section per capability. */
export interface ControlCapabilities {
  /** Holds options in `children` (choices). */
  options: boolean;
  /** Holds column controls in `children` (table). */
  columns: boolean;
  /** Has a number formula (`props.formula`, `props.result`). */
  formula: boolean;
  /** Uploads files or images. */
  upload: boolean;
  /** Has the 参与打印 (participate in printing) setting. */
  print: boolean;
  /** Can load its data from a remote API definition. */
  remote: boolean;
  /** Its value is typed text. */
  textual: boolean;
  /** The applicant fills a value in (layout and display controls do not). */
  input: boolean;
  /** Has the default-value-type panel (types 1–4). */
  defaultValue: boolean;
  /** Has the text length limit panel. */
  lengthLimit: boolean;
  /** Has the min/max count panel. */
  countLimit: boolean;
  /** Has the file type limit panel. */
  fileTypeLimit: boolean;
  /** Has the row/column layout choice. */
  layout: boolean;
  /** Computes its value from other controls. */
  compute: boolean;
  /** Can be a column of a table. */
  tableCell: boolean;
}

/** When a field's rules run (spec 5 "Trigger"): typed input on blur, choices, dates and uploads on change. */
export type ValidationTrigger = 'blur' | 'change';
/** Which of spec 5's rule sets checks a value: text length, number format, choice count and options, files, dates. */
export type ValueRules = 'text' | 'number' | 'choice' | 'attachment' | 'date' | 'dateRange';
/** A pattern a typed text must match (spec 5 rules 1, 7, 8). */
export type TextFormat = 'link' | 'phone' | 'email';

/**
 * What a type's own check may read beside the value: the application date (YYYY-MM-DD; today when absent) and,
 * where the caller has them, the names of people, departments and instances (ids checked against them).
 */
export interface CheckContext {
  readonly today?: string;
  readonly names?: ValueNames;
}

export interface ControlValidation {
  readonly trigger: ValidationTrigger;
  readonly rules: ValueRules;
  readonly format?: TextFormat;
  /** The message of an empty required field when the type words it itself (请签名); else 必填项. */
  readonly requiredMessage?: string;
  /** A type's own check of a present value, after the spec's rules (a signature must be a PNG or a stored file). */
  readonly check?: (value: unknown, context: CheckContext | undefined, control: Control) => string | undefined;
}

/** The JSON shape the CLI accepts for a value (docs/FORM-FORMAT.md "Values file"); `rows` for tables. */
export type ValueShape = 'string' | 'number' | 'choice' | 'attachment' | 'dateRange' | 'stringOrStrings' | 'strings' | 'rows' | 'any';
/** How a flow condition compares the control's value (domain/flow/conditions). */
export type ConditionKindName = 'number' | 'date' | 'choice' | 'text' | 'presence' | 'members' | 'depts';
/** What a choice's value holds: one option id, a list of ids, or chosen images. */
export type ChoiceMode = 'single' | 'multiple' | 'images';
/**
 * Controls that are not data: `layout` ones (description, divider, print button) hold no value and are left out
 * of exports; `content` ones (rich text) hold no applicant value but their content is exported.
 */
export type DisplayKind = 'layout' | 'content';

/** A computed control: what it reads (its dependencies) and how the calculator engine computes it. */
export interface ControlCalculator {
  readonly kind: 'formula' | 'dateDifference' | 'statistics';
  dependencies(control: Control): string[];
}

/** A value as shown: its text and, for a CNY 金额, its 大写. */
export interface DisplayParts {
  readonly text: string;
  readonly capital?: string;
}

/** One registered control type. Adding a control type means adding one module like this to the registry. */
export interface ControlType {
  readonly moduleId: ModuleId;
  /** Chinese name shown in the palette and used as the default title. */
  readonly name: string;
  /** Icon key (the UI maps it to an icon). */
  readonly icon: string;
  readonly group: PaletteGroup;
  /** Stored in the control's componentType. */
  readonly componentType: string;
  readonly capabilities: Readonly<ControlCapabilities>;
  /** Fresh default config (a new object on every call). */
  defaultConfig(): ControlConfig;
  /** Fresh default props (a new object on every call). */
  defaultProps(): ControlProps;
  /** A new control of this type with its defaults; `children` holds options or columns where relevant. */
  create(id: string): Control;
  /** False for layout and content controls: the filler keeps no value for them. */
  readonly holdsValue: boolean;
  /** False for layout controls: exports and instance data leave them out. */
  readonly exported: boolean;
  readonly validation: ControlValidation;
  readonly choice?: ChoiceMode;
  readonly valueShape: ValueShape;
  /** Undefined when no flow condition can read the value. */
  readonly conditionKind?: ConditionKindName;
  /** Its value is a number: a number column, a money amount, an operand of formulas and statistics. */
  readonly numberValue: boolean;
  readonly calculator?: ControlCalculator;
  /** 表单内联系人: user ids typed as text, or the values of the chosen options; undefined holds no members. */
  readonly membersFrom?: 'text' | 'options';
  /** Its value is a list of ids the display names: people (成员), departments (部门) or instances (关联审批单). */
  readonly holdsIds?: 'users' | 'depts' | 'instances';
  /** The value as an approver reads it on paper; absent for tables, printed cell by cell (domain/print). */
  readonly printText?: PrintValueFormatter;
  /** The value as the read-only view shows it, when it differs from the printed text (金额: `¥1,234.50` and its 大写 apart). */
  readonly displayParts?: (control: Control, value: unknown) => DisplayParts;
  /** The value in lists, cards and notices when it differs from the printed text (a masked ID number). */
  readonly summaryText?: (control: Control, value: unknown) => string;
  /** How a table footer shows its column's sum (`¥1,234.50`); undefined shows the plain sum. */
  readonly sumText?: (column: Control, sum: string) => string;
  /** Excel's number format of its export column (`"¥"#,##0.00`); undefined keeps the plain number. */
  readonly exportFormat?: (control: Control) => string | undefined;
  /** A made-up value for the print preview (`row` numbers table rows from 1); undefined prints nothing. */
  sampleValue(control: Control, row: number): unknown;
  /** The value a new fill starts with (before default value type 4, the applicant's own data). */
  initialValue(control: Control): unknown;
  /** The value a cleared field holds (a date cleared because its range no longer fits). */
  emptyValue(): unknown;
}

const noCapabilities: ControlCapabilities = {
  options: false, columns: false, formula: false, upload: false, print: false, remote: false, textual: false,
  input: false, defaultValue: false, lengthLimit: false, countLimit: false, fileTypeLimit: false, layout: false,
  compute: false, tableCell: false,
};

/** Number of options a new choice control starts with (spec 9 "Initial option count"). */
export const INITIAL_OPTION_COUNT = 4;

export interface ControlTypeSpec {
  moduleId: ModuleId;
  name: string;
  icon: string;
  group: PaletteGroup;
  componentType: string;
  capabilities: Partial<ControlCapabilities>;
  config?: () => Partial<ControlConfig>;
  props?: () => ControlProps;
  /** Builds `children` for a new control (options or columns). */
  children?: (id: string) => Control['children'];
  /** Extra top-level fields of a new control (e.g. table statistics rules). */
  extra?: (id: string) => Partial<Control>;
  display?: DisplayKind;
  /** Defaults to text rules checked on change. */
  validation?: Partial<ControlValidation>;
  choice?: ChoiceMode;
  /** Defaults to any JSON value. */
  valueShape?: ValueShape;
  conditionKind?: ConditionKindName;
  numberValue?: boolean;
  calculator?: ControlCalculator;
  membersFrom?: 'text' | 'options';
  holdsIds?: 'users' | 'depts' | 'instances';
  printText?: PrintValueFormatter;
  exportFormat?: (control: Control) => string | undefined;
  sumText?: (column: Control, sum: string) => string;
  summaryText?: (control: Control, value: unknown) => string;
  displayParts?: (control: Control, value: unknown) => DisplayParts;
  sampleValue?: (control: Control, row: number) => unknown;
  /** Defaults to a copy of the designer's `props.value`. */
  initialValue?: (control: Control) => unknown;
  /** Defaults to ''. */
  emptyValue?: () => unknown;
}

/** Builds a ControlType from a compact spec; the defaults every control shares live here. */
export function defineControlType(spec: ControlTypeSpec): ControlType {
  const capabilities: ControlCapabilities = { ...noCapabilities, ...spec.capabilities };
  const defaultConfig = (): ControlConfig => ({
    title: spec.name,
    required: false,
    hidden: false,
    width: 100,
    ...(capabilities.print ? { isPrint: true } : {}),
    ...(spec.config ? spec.config() : {}),
  });
  const defaultProps = (): ControlProps => ({ ...(spec.props ? spec.props() : {}) });
  return Object.freeze({
    moduleId: spec.moduleId,
    name: spec.name,
    icon: spec.icon,
    group: spec.group,
    componentType: spec.componentType,
    capabilities: Object.freeze(capabilities),
    defaultConfig,
    defaultProps,
    create(id: string): Control {
      const control: Control = {
        id,
        moduleId: spec.moduleId,
        name: spec.name,
        icon: spec.icon,
        componentType: spec.componentType,
        config: defaultConfig(),
        props: defaultProps(),
        store: {},
        ...(spec.extra ? spec.extra(id) : {}),
      };
      const children = spec.children?.(id);
      if (children) control.children = children;
      return control;
    },
    holdsValue: spec.display === undefined,
    exported: spec.display !== 'layout',
    validation: Object.freeze({ trigger: 'change', rules: 'text', ...spec.validation }),
    choice: spec.choice,
    valueShape: spec.valueShape ?? 'any',
    conditionKind: spec.conditionKind,
    numberValue: spec.numberValue ?? false,
    calculator: spec.calculator,
    membersFrom: spec.membersFrom,
    holdsIds: spec.holdsIds,
    printText: spec.printText,
    exportFormat: spec.exportFormat,
    sumText: spec.sumText,
    summaryText: spec.summaryText,
    displayParts: spec.displayParts,
    sampleValue: spec.sampleValue ?? (() => undefined),
    initialValue: spec.initialValue ?? ((control: Control) => cloneValue(control.props?.value)),
    emptyValue: spec.emptyValue ?? (() => ''),
  });
}

/** The 4 unnamed options a new choice control starts with, ids 1..4. */
export function initialOptions(unnamed: string, withImage = false): ControlOption[] {
  return Array.from({ length: INITIAL_OPTION_COUNT }, (_, i) => ({
    id: i + 1,
    value: unnamed,
    isDefault: false,
    ...(withImage ? { imgURL: '' } : {}),
  }));
}
