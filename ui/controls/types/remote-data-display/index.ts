import { remoteDataDisplay } from '../../../../domain/controls/types/remote-data-display';
import { computedValue } from '../../shared-components';
import { defineUiControlType } from '../../ui-control-type';

export const remoteDataDisplayUi = defineUiControlType(remoteDataDisplay, {
  component: computedValue,
});
