import { provinceCityDistrict } from '../../../../domain/controls/types/province-city-district';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const provinceCityDistrictUi = defineUiControlType(provinceCityDistrict, {
  component: lazyControl(() => import(/* webpackChunkName: "control-region-cascader" */ './region-cascader-control').then((m) => m.RegionCascaderControl)),
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-province-city-district" */ './panel')),
});
