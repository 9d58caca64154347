import { useRef } from 'react';
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
  // The editor normalises the stored HTML when it starts: only what the designer does counts as a change.
  const touched = useRef(false);
  const touch = () => { touched.current = true; };
  const value = typeof control.props.value === 'string' ? control.props.value : '';
  return (
    <PanelSection title={control.moduleId === 0 ? '描述内容' : '富文本内容'}>
      <div data-testid="rich-text-editor" style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}
        onKeyDownCapture={touch} onMouseDownCapture={touch} onPasteCapture={touch} onDropCapture={touch}>
        <RichTextEditor key={control.id} value={value} height={220} onError={(text) => void message.error(text)}
          uploadImages={lookups ? (files) => lookups.uploadEditorImages(files) : undefined}
          onChange={(html) => { if (!touched.current) return; const safe = sanitizeHtml(html); if (safe !== value) session.updateProps(control.id, { value: safe }); }} />
      </div>
    </PanelSection>
  );
}
