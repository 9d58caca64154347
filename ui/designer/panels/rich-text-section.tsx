import { App } from 'antd';
import type { Control } from '../../../domain/model/control';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { sanitizeHtml } from '../../rich-text/sanitize-html';
import { useDesignerSession, useLookups } from '../use-designer';
import { PanelSection } from './panel-section';

/** Description text and rich text content (wangEditor); stored sanitised, shown sanitised. */
export function RichTextSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { message } = App.useApp();
  const lookups = useLookups();
  const value = typeof control.props.value === 'string' ? control.props.value : '';
  return (
    <PanelSection title={control.moduleId === 0 ? '描述内容' : '富文本内容'}>
      <div data-testid="rich-text-editor" style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}>
        <RichTextEditor key={control.id} value={value} height={220} onError={(text) => void message.error(text)}
          uploadImages={lookups ? (files) => lookups.uploadEditorImages(files) : undefined}
          onChange={(html) => { const safe = sanitizeHtml(html); if (safe !== value) session.updateProps(control.id, { value: safe }); }} />
      </div>
    </PanelSection>
  );
}
