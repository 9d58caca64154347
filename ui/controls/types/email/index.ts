import { email } from '../../../../domain/controls/types/email';
import { textInput } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const emailUi = defineUiControlType(email, {
  component: textInput,
});
