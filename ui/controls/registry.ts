import { getControlComponent, registerControlComponents, registeredModuleIds, type ControlComponent } from './control-lookup';
import type { UiControlType } from './ui-control-type';
import { descriptionTextUi } from './types/description-text';
import { singleLineTextUi } from './types/single-line-text';
import { multiLineTextUi } from './types/multi-line-text';
import { dateUi } from './types/date';
import { emailUi } from './types/email';
import { phoneUi } from './types/phone';
import { numberUi } from './types/number';
import { linkUi } from './types/link';
import { singleChoiceUi } from './types/single-choice';
import { dropdownUi } from './types/dropdown';
import { multiChoiceUi } from './types/multi-choice';
import { attachmentUploadUi } from './types/attachment-upload';
import { startEndTimeUi } from './types/start-end-time';
import { imageChoiceUi } from './types/image-choice';
import { richTextUi } from './types/rich-text';
import { tableUi } from './types/table';
import { provinceCityDistrictUi } from './types/province-city-district';
import { printButtonUi } from './types/print-button';
import { remoteDataDisplayUi } from './types/remote-data-display';
import { tableStatisticsUi } from './types/table-statistics';
import { daysInputUi } from './types/days-input';
import { dividerUi } from './types/divider';
import { numberCalculatorUi } from './types/number-calculator';
import { dateCalculatorUi } from './types/date-calculator';
import { signatureUi } from './types/signature';
import { amountUi } from './types/amount';
import { idCardUi } from './types/id-card';
import { membersUi } from './types/members';
import { deptsUi } from './types/depts';
import { linkedInstancesUi } from './types/linked-instances';

/**
 * Every control type's UI twin, in moduleId order. Add a new type here (and its domain module in
 * domain/controls/registry.ts); a type from outside (a plug-in, a test's own type) through `registerUiControlType`.
 */
const registered: UiControlType[] = [];
const byModuleId = new Map<number, UiControlType>();

/** Every registered UI twin (the list itself: it grows with `registerUiControlType`). */
export const uiControlTypes: readonly UiControlType[] = registered;

/** Adds a type's UI twin (its component, row height and panel); a moduleId twice is an error. */
export function registerUiControlType(ui: UiControlType): void {
  if (byModuleId.has(ui.type.moduleId)) throw new Error(`UI of control type ${ui.type.moduleId} is registered twice`);
  registered.push(ui);
  byModuleId.set(ui.type.moduleId, ui);
  // The table control reads the same lookup for its cells, through control-lookup.ts.
  registerControlComponents({ [ui.type.moduleId]: ui.component });
}

for (const ui of [
  descriptionTextUi, singleLineTextUi, multiLineTextUi, dateUi, emailUi, phoneUi, numberUi, linkUi, singleChoiceUi, dropdownUi, multiChoiceUi, attachmentUploadUi, startEndTimeUi, imageChoiceUi, richTextUi, tableUi, provinceCityDistrictUi, printButtonUi, remoteDataDisplayUi, tableStatisticsUi, daysInputUi, dividerUi, numberCalculatorUi, dateCalculatorUi, signatureUi,
  amountUi, membersUi, deptsUi, linkedInstancesUi, idCardUi,
]) registerUiControlType(ui);

/** The UI twin of a moduleId's control type, or undefined for an unknown moduleId. */
export function uiControlType(moduleId: number): UiControlType | undefined {
  return byModuleId.get(moduleId);
}

/** Loads every type's designer panel (the designer preloads them with the components; tests before rendering). */
export async function preloadAllControlPanels(): Promise<void> {
  await Promise.all(uiControlTypes.map((ui) => ui.panel?.load()));
}

export { getControlComponent, registeredModuleIds };
export { preloadAllControlComponents, preloadControlComponents } from './control-lookup';
export type { ControlComponent };
