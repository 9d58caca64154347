import type { ModuleId } from '../model/control';
import type { ControlType } from './control-type';
import { amount } from './types/amount';
import { attachmentUpload } from './types/attachment-upload';
import { date } from './types/date';
import { dateCalculator } from './types/date-calculator';
import { daysInput } from './types/days-input';
import { descriptionText } from './types/description-text';
import { divider } from './types/divider';
import { dropdown } from './types/dropdown';
import { depts } from './types/depts';
import { email } from './types/email';
import { idCard } from './types/id-card';
import { imageChoice } from './types/image-choice';
import { link } from './types/link';
import { linkedInstances } from './types/linked-instances';
import { members } from './types/members';
import { multiChoice } from './types/multi-choice';
import { multiLineText } from './types/multi-line-text';
import { number } from './types/number';
import { numberCalculator } from './types/number-calculator';
import { phone } from './types/phone';
import { printButton } from './types/print-button';
import { provinceCityDistrict } from './types/province-city-district';
import { remoteDataDisplay } from './types/remote-data-display';
import { richText } from './types/rich-text';
import { signature } from './types/signature';
import { singleChoice } from './types/single-choice';
import { singleLineText } from './types/single-line-text';
import { startEndTime } from './types/start-end-time';
import { table } from './types/table';
import { tableStatistics } from './types/table-statistics';

/**
 * Every control type, in moduleId order (16 and 17 do not exist). Add a new type here: one line. A type from
 * outside this folder (a plug-in, a test's own type) comes in through `registerControlType`.
 */
const registered: ControlType[] = [];
const byModuleId = new Map<number, ControlType>();

/** Every registered control type (the list itself: it grows with `registerControlType`). */
export const controlTypes: readonly ControlType[] = registered;

/**
 * Adds a control type: the palette, the panels, validation, print, the CLI and the seed read it from here on.
 * Register before the first form is read; a moduleId, name or icon already taken is an error.
 */
export function registerControlType(type: ControlType): void {
  const clash = registered.find((known) => known.moduleId === type.moduleId || known.name === type.name || known.icon === type.icon);
  if (clash) throw new Error(`control type ${type.moduleId} (${type.name}) clashes with ${clash.moduleId} (${clash.name})`);
  registered.push(type);
  byModuleId.set(type.moduleId, type);
}

for (const type of [
  descriptionText, singleLineText, multiLineText, date, email, phone, number, link, singleChoice, dropdown,
  multiChoice, attachmentUpload, startEndTime, imageChoice, richText, table, provinceCityDistrict, printButton,
  remoteDataDisplay, tableStatistics, daysInput, divider, numberCalculator, dateCalculator, signature,
  amount, members, depts, linkedInstances, idCard,
]) registerControlType(type);

export function isKnownModuleId(x: unknown): x is ModuleId {
  return typeof x === 'number' && byModuleId.has(x);
}

/** The control type of a moduleId, or undefined when the moduleId is unknown. */
export function getControlType(moduleId: ModuleId): ControlType;
export function getControlType(moduleId: number): ControlType | undefined;
export function getControlType(moduleId: number): ControlType | undefined {
  return byModuleId.get(moduleId);
}

/** The control type of a moduleId; throws on an unknown moduleId (for callers holding a parsed form). */
export function requireControlType(moduleId: number): ControlType {
  const type = byModuleId.get(moduleId);
  if (!type) throw new Error(`Unknown moduleId ${moduleId}`);
  return type;
}

/** Whether `control` is of `type` (for what only that type does, e.g. the days input's days from a range). */
export function isOfType(control: { moduleId: number }, type: ControlType): boolean {
  return control.moduleId === type.moduleId;
}

/** Whether a control's data is exported and listed (layout controls are not; an unknown type is, to be safe). */
export function isExported(control: { moduleId: number }): boolean {
  return byModuleId.get(control.moduleId)?.exported ?? true;
}

/** Module ids whose options (children) are ControlOption objects. */
export function hasOptions(moduleId: number): boolean {
  return byModuleId.get(moduleId)?.capabilities.options ?? false;
}

/** Module ids whose children are table columns. */
export function hasColumns(moduleId: number): boolean {
  return byModuleId.get(moduleId)?.capabilities.columns ?? false;
}
