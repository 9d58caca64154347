import { useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import type { Control } from '../../../domain/model/control';
import { RichHtmlView } from '../../rich-text/rich-html-view';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { sanitizeHtml } from '../../rich-text/sanitize-html';
import { useDesignerSession, useLookups } from '../use-designer';
import { PanelSection } from './panel-section';

/**
 * Description text and rich text content: shown sanitised, edited in the rich-text editor (wangEditor) in a
 * dialog, so selecting the control does not load or mount the editor. The result is stored sanitised.
 */
export function RichTextSection({ control, title }: { control: Control; title: string }) {
  const session = useDesignerSession();
  const [open, setOpen] = useState(false);
  const value = typeof control.props.value === 'string' ? control.props.value : '';
  return (
    <PanelSection title={title}
      extra={<Button size="small" type="link" onClick={() => setOpen(true)}>编辑内容</Button>}>
      <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, maxHeight: 160, overflow: 'auto' }} data-testid="rich-text-content">
        {value ? <RichHtmlView html={value} /> : <Typography.Text type="secondary">暂无内容</Typography.Text>}
      </div>
      {open && (
        <RichTextDialog value={value} onClose={() => setOpen(false)}
          onSubmit={(html) => { if (html !== value) session.updateProps(control.id, { value: html }); }} />
      )}
    </PanelSection>
  );
}

function RichTextDialog({ value, onSubmit, onClose }: { value: string; onSubmit(html: string): void; onClose(): void }) {
  const { message } = App.useApp();
  const lookups = useLookups();
  // The stored HTML may come from an import: the editor parses it in the live document, so it gets it sanitised.
  const [html, setHtml] = useState(() => sanitizeHtml(value));
  return (
    <Modal open title="编辑内容" width={820} okText="确定" cancelText="取消" onCancel={onClose} destroyOnHidden
      onOk={() => { onSubmit(sanitizeHtml(html)); onClose(); }}>
      <RichTextEditor value={html} height={320} onChange={setHtml} onError={(text) => void message.error(text)}
        uploadImages={lookups ? (files) => lookups.uploadEditorImages(files) : undefined} />
    </Modal>
  );
}
