import { daysInput } from '../../../../domain/controls/types/days-input';
import { numberInput } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const daysInputUi = defineUiControlType(daysInput, {
  component: numberInput,
});
