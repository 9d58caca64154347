import { useRef, useState } from 'react';
import { Button } from 'antd';
import type { AttachmentValue } from '../../domain/model/values';
import { checkAttachmentFile } from '../../domain/validation/upload-rules';
import type { ControlBodyProps } from '../controls/control-props';
import { AttachmentList, type ListedFile } from './attachment-list';
import { LazyImagePreviewDialog } from './lazy-image-preview-dialog';
import { fileViewOf } from '../../domain/model/file-view';
import { downloadStoredFile } from './download-file';
import { LazyPdfPreviewDialog } from './lazy-pdf-preview-dialog';
import { pickedFiles, useUploadQueue } from './use-upload-queue';
import { acceptAttributeOf } from './accept-attribute';

export function attachmentValueOf(value: unknown): AttachmentValue {
  if (value && typeof value === 'object') {
    const v = value as Partial<AttachmentValue>;
    return { ...v, attachments: Array.isArray(v.attachments) ? v.attachments : [], fileList: Array.isArray(v.fileList) ? v.fileList : [] };
  }
  return { attachments: [], fileList: [] };
}

/**
 * Attachment upload (moduleId 11): type, size and count limits are checked before any byte is sent;
 * each file shows its progress, then joins the list; a failed one is removed with a message.
 */
export function AttachmentUploader({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(attachmentValueOf(value));
  current.current = attachmentValueOf(value);
  const [preview, setPreview] = useState<{ file: ListedFile; view: 'image' | 'pdf' } | undefined>(undefined);
  const { queue, items, storage } = useUploadQueue({
    check: (files, existing) => {
      for (let i = 0; i < files.length; i++) {
        const problem = checkAttachmentFile(control, files[i], existing + i);
        if (problem) return problem;
      }
      return undefined;
    },
    currentCount: () => current.current.attachments.length,
    onUploaded: (fileId, file) => {
      const next = { ...current.current, attachments: [...current.current.attachments, fileId], fileList: [...current.current.fileList, file.name] };
      current.current = next;
      onChange?.(next);
    },
  });
  const files: ListedFile[] = current.current.attachments.map((id, i) => ({ id: String(id), name: String(current.current.fileList[i] ?? id) }));
  // Issue 18: an upload is never opened as a page of the app's origin. Images go to an <img>, PDFs to a
  // sandboxed frame, anything else (HTML, XML, text, office files) is downloaded.
  const open = (file: ListedFile) => {
    if (!storage) return;
    const view = fileViewOf(file.name);
    if (view === 'download') void downloadStoredFile(storage, file);
    else setPreview({ file, view });
  };
  const remove = (file: ListedFile) => {
    const index = current.current.attachments.findIndex((id) => String(id) === file.id);
    if (index < 0) return;
    const next = {
      ...current.current,
      attachments: current.current.attachments.filter((_, i) => i !== index),
      fileList: current.current.fileList.filter((_, i) => i !== index),
    };
    current.current = next;
    onChange?.(next);
  };
  // The chooser offers only the allowed types (on a phone: the camera and album too when images are allowed).
  const accept = acceptAttributeOf(control.props?.accept);
  return (
    <div className="attachment-uploader">
      {mode !== 'readonly' && (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={accept}
            data-testid={`file-input-${control.id}`}
            onChange={(event) => {
              queue?.add(pickedFiles(event.target.files));
              event.target.value = '';
            }}
          />
          <Button disabled={disabled || !queue} onClick={() => input.current?.click()}>上传附件</Button>
          {accept && <span className="attachment-accept" style={{ marginLeft: 8, color: '#8c8c8c', fontSize: 12 }}>支持格式：{accept}</span>}
        </>
      )}
      <AttachmentList
        files={files}
        uploading={items}
        onPreview={storage ? open : undefined}
        onRemove={mode === 'fill' && !disabled ? remove : undefined}
      />
      {mode === 'readonly' && files.length === 0 && <span className="control-readonly">-</span>}
      {preview?.view === 'image' && storage && (
        <LazyImagePreviewDialog open src={storage.fileLink(preview.file.id)} title={preview.file.name} onClose={() => setPreview(undefined)} />
      )}
      {preview?.view === 'pdf' && storage && (
        <LazyPdfPreviewDialog
          open
          src={storage.fileLink(preview.file.id, true)}
          title={preview.file.name}
          onClose={() => setPreview(undefined)}
          onDownload={() => void downloadStoredFile(storage, preview.file)}
        />
      )}
    </div>
  );
}
