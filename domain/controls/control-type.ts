import type { Control, ControlConfig, ControlOption, ControlProps, ModuleId } from '../model/control';

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
  /** Its value is a number. */
  numeric: boolean;
  /** Its value is typed text. */
  textual: boolean;
  /** Its value is a date or a date range. */
  dateLike: boolean;
  /** Validated on blur (typed input); otherwise on change (choices and dates). */
  validatesOnBlur: boolean;
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
}

const noCapabilities: ControlCapabilities = {
  options: false, columns: false, formula: false, upload: false, print: false, remote: false, numeric: false,
  textual: false, dateLike: false, validatesOnBlur: false, input: false, defaultValue: false, lengthLimit: false,
  countLimit: false, fileTypeLimit: false, layout: false, compute: false, tableCell: false,
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
