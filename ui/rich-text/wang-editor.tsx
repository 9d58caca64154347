import { useEffect, useMemo, useState } from 'react';
import '@wangeditor/editor/dist/css/style.css';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import type { IDomEditor, IEditorConfig, IToolbarConfig } from '@wangeditor/editor';
import { checkEditorImages } from '../../domain/validation/upload-rules';
import { sanitizeHtml, stripPastedStyles } from './sanitize-html';
import { RICH_TEXT_HIDDEN_MENUS, RICH_TEXT_IMAGE_MAX_BYTES, RICH_TEXT_MAX_IMAGES, RICH_TEXT_UPLOAD_TIMEOUT_MS } from './rich-text-limits';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * wangEditor v5, loaded only through RichTextEditor's lazy import (273 KB gzip, never in the initial bundle).
 * Pasted HTML loses its styles; what it emits is sanitised.
 */
export default function WangEditor({ value, onChange, disabled, placeholder, height = 260, uploadImages, onError }: RichTextEditorProps) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  // The editor parses what it is given inside the live page: stored HTML is sanitised before it gets there.
  const safeValue = useMemo(() => sanitizeHtml(value ?? ''), [value]);
  const toolbarConfig = useMemo<Partial<IToolbarConfig>>(() => ({ excludeKeys: RICH_TEXT_HIDDEN_MENUS }), []);
  const editorConfig = useMemo<Partial<IEditorConfig>>(() => ({
    placeholder: placeholder ?? '请输入内容',
    readOnly: disabled,
    customPaste(target: IDomEditor, event: ClipboardEvent): boolean {
      const html = event.clipboardData?.getData('text/html');
      if (!html) return true;
      event.preventDefault();
      target.dangerouslyInsertHtml(stripPastedStyles(html));
      return false;
    },
    MENU_CONF: {
      uploadImage: {
        maxFileSize: RICH_TEXT_IMAGE_MAX_BYTES,
        maxNumberOfFiles: RICH_TEXT_MAX_IMAGES,
        timeout: RICH_TEXT_UPLOAD_TIMEOUT_MS,
        async customUpload(file: File, insert: (url: string, alt: string, href: string) => void) {
          const problem = checkEditorImages([{ name: file.name, size: file.size, type: file.type }], RICH_TEXT_IMAGE_MAX_BYTES, RICH_TEXT_MAX_IMAGES);
          if (problem) { onError?.(problem); return; }
          if (!uploadImages) return;
          try {
            const [url] = await uploadImages([file]);
            if (url) insert(url, file.name, url);
          } catch {
            onError?.('上传图片失败');
          }
        },
      },
    },
  }), [disabled, placeholder, uploadImages, onError]);
  useEffect(() => () => { editor?.destroy(); }, [editor]);
  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable(); else editor.enable();
  }, [editor, disabled]);
  return (
    <div className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      {!disabled && <Toolbar editor={editor} defaultConfig={toolbarConfig} mode="simple" style={{ borderBottom: '1px solid #f0f0f0' }} />}
      <Editor
        defaultConfig={editorConfig}
        value={safeValue}
        mode="simple"
        onCreated={setEditor}
        onChange={(current) => {
          const html = current.isEmpty() ? '' : sanitizeHtml(current.getHtml());
          if (html !== safeValue) onChange?.(html);
        }}
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
