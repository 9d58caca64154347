import { link } from '../../../../domain/controls/types/link';
import { textInput } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const linkUi = defineUiControlType(link, {
  component: textInput,
});
