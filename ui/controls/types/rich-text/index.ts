import { richText } from '../../../../domain/controls/types/rich-text';
import { lazyControl } from '../../control-lookup';
import { defineUiControlType, lazyPanel } from '../../ui-control-type';

export const richTextUi = defineUiControlType(richText, {
  component: lazyControl(() => import(/* webpackChunkName: "control-rich-text" */ './rich-text-control').then((m) => m.RichTextControl)),
  rowHeight: 160,
  panel: lazyPanel(() => import(/* webpackChunkName: "panel-rich-text" */ './panel')),
});
