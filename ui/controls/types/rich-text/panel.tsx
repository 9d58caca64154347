import type { Control } from '../../../../domain/model/control';
import { RichTextSection } from '../../../designer/panels/rich-text-section';
import type { ControlPanel } from '../../ui-control-type';

/** The content, edited as rich text. */
function ContentSection({ control }: { control: Control }) {
  return <RichTextSection control={control} title="富文本内容" />;
}

export const panel: ControlPanel = { sections: ContentSection };
