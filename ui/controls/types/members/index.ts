import { members } from '../../../../domain/controls/types/members';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

/** 成员: the picked people as tags and the organisation picker (a full-screen sheet on a phone). */
export const membersUi = defineUiControlType(members, {
  component: lazyControl(() => import(/* webpackChunkName: "control-members" */ './members-control').then((m) => m.MembersControl)),
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-members" */ './panel')),
});
