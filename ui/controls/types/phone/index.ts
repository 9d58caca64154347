import { phone } from '../../../../domain/controls/types/phone';
import { textInput } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const phoneUi = defineUiControlType(phone, {
  component: textInput,
});
