/**
 * A scratch control type (issue 44), kept to prove what a new type costs: 评分, a whole score from 1 to
 * `props.maxScore` (5 by default). It is registered only by the registry suites' second run
 * (test/scratch-types/register.ts); the app never sees it.
 */
import { defineControlType } from '../../../domain/controls/control-type';
import { textValue } from '../../../domain/print/print-value';

export const RATING_MODULE_ID = 900;

const maxScoreOf = (props: Readonly<Record<string, unknown>>): number => (Number.isInteger(props.maxScore) ? (props.maxScore as number) : 5);

export const rating = defineControlType({
  moduleId: RATING_MODULE_ID,
  name: '评分',
  icon: 'rating',
  group: '基础控件',
  componentType: 'Rate',
  capabilities: { input: true, print: true },
  props: () => ({ value: '', maxScore: 5 }),
  validation: {
    trigger: 'change',
    rules: 'number',
    check: (value, _context, control) => {
      const max = maxScoreOf(control.props);
      return Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= max ? undefined : `评分必须是 1 到 ${max} 的整数`;
    },
  },
  valueShape: 'number',
  conditionKind: 'number',
  numberValue: true,
  printText: (control, value) => textValue(value === '' || value === undefined ? '' : `${String(value)} / ${maxScoreOf(control.props)} 分`),
  sampleValue: () => 4,
});

declare module '../../../domain/model/control' {
  interface ControlTypeIds { rating: typeof RATING_MODULE_ID }
}
