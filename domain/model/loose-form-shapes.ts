import { getControlType } from '../controls/registry';
import { defaultColProps } from '../controls/table-column';

/**
 * Postel's rule for the form reader (docs/FORM-FORMAT.md, "Loose shapes a backend may send"): real backends
 * leave out objects they consider empty, write `null`, `""` or `false` for "none" and send numbers as
 * strings. Such shapes mean something, so parseForm reads them as the control type's defaults before it
 * checks the document. What has no meaning (a control without id or moduleId, a word where a number is
 * meant, an object where a string is meant) is left alone, and the checker refuses it with its path.
 *
 * Works in place on parseForm's own JSON copy of the input; never throws on any JSON value.
 */
export function normaliseLooseForm(form: unknown): void {
  if (!isObject(form) || !Array.isArray(form.controls)) return;
  for (const control of form.controls) normaliseControl(control, false);
}

type Json = Record<string, unknown>;

const NUMBER_PROPS = ['min', 'max', 'minlength', 'maxlength', 'decimalNum', 'minNum', 'maxNum'];
/** Optional typed fields for which `null` (or `""` for a number) means "not set". */
const OPTIONAL_CONFIG = ['display_name', 'tip', 'required', 'hidden', 'strictly', 'isPrint', 'strongRemind', 'width', '_timeConfig'];
const OPTIONAL_PROPS = [
  'disabled', 'remote', 'custom', 'isAllowDecimal', 'phone', 'email', 'number', 'showSummary', 'isTableField',
  'isShowTableStatisticsCount', 'isShowBillsCount', 'isFormulaData', 'isLengthLimit', 'userInfo', 'label',
  'accept', 'unity', 'tableId', 'formValue', 'customFileTypes', 'defaultValueType', 'result', 'fileTypeGroup',
  'style', 'formula', 'summaryColumns', 'billCountTableIds', 'api', ...NUMBER_PROPS,
];
const OPTIONAL_CONTROL = ['description', 'icon', 'placeholder', 'componentType', 'store', 'linkToControlsId',
  'linkTargetControlsId', 'dataTableCallConfig', 'logic', 'rules'];
/** Values a backend writes for "not fixed". */
const NOT_FIXED: readonly unknown[] = ['', null, false, undefined];

function isObject(x: unknown): x is Json {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** "12", " 3.5 " → the number; anything else is returned as it came (the checker decides). */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/** Drops the keys whose value is `null` (and `""` where a number is meant): "not set". */
function dropNoneLike(obj: Json, keys: readonly string[], numberKeys: readonly string[] = []): void {
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
    if (obj[key] === null || (obj[key] === '' && numberKeys.includes(key))) delete obj[key];
  }
}

function normaliseControl(control: unknown, isColumn: boolean): void {
  if (!isObject(control)) return;
  control.moduleId = numberFromText(control.moduleId);
  dropNoneLike(control, OPTIONAL_CONTROL);
  if (isObject(control.props)) normaliseProps(control.props);
  const type = typeof control.moduleId === 'number' ? getControlType(control.moduleId) : undefined;
  // Without a known type there are no defaults to give: the checker reports the moduleId.
  if (!type) {
    // No type, no defaults; but a missing props or config is not a second error: the moduleId is the one.
    if (control.props === undefined || control.props === null) control.props = {};
    if (control.config === undefined || control.config === null) control.config = {};
    if (isObject(control.config)) normaliseConfig(control.config, control.name);
    return;
  }
  if (control.name === undefined || control.name === null) control.name = type.name;
  if (control.config === undefined || control.config === null) control.config = { ...type.defaultConfig(), title: control.name };
  if (isObject(control.config)) normaliseConfig(control.config, control.name);
  if (control.props === undefined || control.props === null) control.props = type.defaultProps();
  // Missing children: no typed options (they may come from an API or a form-value list), or no columns.
  // Not the 4 未命名 options of a new control: those would be invented data.
  if (control.children === null || (control.children === undefined && (type.capabilities.options || type.capabilities.columns))) {
    control.children = [];
  }
  if (isColumn) {
    if (control.colProps === undefined || control.colProps === null) control.colProps = defaultColProps();
    if (isObject(control.colProps)) normaliseColProps(control.colProps);
  }
  if (type.capabilities.columns && Array.isArray(control.children)) {
    for (const column of control.children) normaliseControl(column, true);
  }
}

function normaliseConfig(config: Json, name: unknown): void {
  dropNoneLike(config, OPTIONAL_CONFIG, ['width']);
  if (config.title === undefined || config.title === null) config.title = typeof name === 'string' ? name : '';
  if ('width' in config) config.width = numberFromText(config.width);
}

function normaliseProps(props: Json): void {
  dropNoneLike(props, OPTIONAL_PROPS, [...NUMBER_PROPS, 'defaultValueType']);
  for (const key of NUMBER_PROPS) if (key in props) props[key] = numberFromText(props[key]);
  if ('defaultValueType' in props) props.defaultValueType = numberFromText(props.defaultValueType);
}

function normaliseColProps(colProps: Json): void {
  const defaults = defaultColProps();
  if (NOT_FIXED.includes(colProps.fixed)) colProps.fixed = 'none';
  colProps.width = colProps.width === undefined || colProps.width === null || colProps.width === ''
    ? defaults.width
    : numberFromText(colProps.width);
  if (colProps.isMinWidth === undefined || colProps.isMinWidth === null) colProps.isMinWidth = defaults.isMinWidth;
}
