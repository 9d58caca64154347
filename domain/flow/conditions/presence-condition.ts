/** Values that can only be present or not (attachments, date ranges, tables): only 为空 / 不为空 fit. */
import type { ConditionKind } from './condition-kind';

export const presenceCondition: ConditionKind = {
  name: 'presence',
  ops: [],
  matches: () => false,
  checkValue: () => undefined,
  describeValue: () => '',
};
