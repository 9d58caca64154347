import { singleLineText } from '../../../../domain/controls/types/single-line-text';
import { textInput } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const singleLineTextUi = defineUiControlType(singleLineText, {
  component: textInput,
});
