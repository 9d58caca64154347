/**
 * What several control types share about their values, spread into their `defineControlType` specs: a typed
 * text (single- and multi-line) and one chosen option (radio buttons and dropdown).
 */
import type { ControlTypeSpec } from './control-type';
import { firstDefaultOption, optionIds } from './control-values';
import { formatChoice } from '../print/value-kinds/choice';
import { formatText } from '../print/value-kinds/text';

type ValueBehaviour = Pick<ControlTypeSpec, 'validation' | 'choice' | 'valueShape' | 'conditionKind' | 'membersFrom' | 'printText' | 'sampleValue' | 'initialValue'>;

/** Free text checked on blur; it may hold user ids for 表单内联系人. */
export const typedText: ValueBehaviour = {
  validation: { trigger: 'blur' }, valueShape: 'string', conditionKind: 'text', membersFrom: 'text', printText: formatText,
};

/** One option id, starting at the designer's default option; option values may be user ids. */
export const oneOption: ValueBehaviour = {
  validation: { rules: 'choice' }, choice: 'single', valueShape: 'choice', conditionKind: 'choice', membersFrom: 'options',
  printText: formatChoice, sampleValue: (control) => optionIds(control)[0], initialValue: firstDefaultOption,
};
