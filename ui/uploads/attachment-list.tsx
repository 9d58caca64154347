import { useState } from 'react';
import { Button, Progress, Space } from 'antd';
import type { UploadItem } from '../../application/filler/upload-queue';
import { previewKind } from './file-kind';
import { PaperclipIcon } from './paperclip-icon';

/** Spec 9: the attachment list shows 21 files before 查看更多. */
export const ATTACHMENT_LIST_VISIBLE = 21;

export interface ListedFile {
  id: string;
  name: string;
}

interface AttachmentListProps {
  files: readonly ListedFile[];
  uploading?: readonly UploadItem[];
  onPreview?(file: ListedFile): void;
  onRemove?(file: ListedFile): void;
}

/** Uploaded files (preview for documents and images, delete), then the uploads in flight with progress. */
export function AttachmentList({ files, uploading = [], onPreview, onRemove }: AttachmentListProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? files : files.slice(0, ATTACHMENT_LIST_VISIBLE);
  return (
    <div className="attachment-list">
      {shown.map((file) => (
        <div key={file.id} className="attachment-item" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
          <PaperclipIcon />
          <span className="attachment-name" style={{ maxWidth: 360, minWidth: 0, flex: '0 1 auto', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={file.name}>{file.name}</span>
          <Space size={4}>
            {onPreview && previewKind(file.name) && <Button type="link" size="small" onClick={() => onPreview(file)}>预览</Button>}
            {onRemove && <Button type="link" size="small" danger onClick={() => onRemove(file)}>删除</Button>}
          </Space>
        </div>
      ))}
      {files.length > ATTACHMENT_LIST_VISIBLE && (
        <Button type="link" size="small" className="attachment-toggle" onClick={() => setExpanded((x) => !x)} style={{ padding: 0 }}>
          {expanded ? '收起' : '查看更多'}
        </Button>
      )}
      {uploading.map((item) => (
        <div key={item.uid} className="upload-progress" data-name={item.name} style={{ maxWidth: 420 }}>
          <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>{item.name}</span>
          <Progress percent={item.percent} size="small" status="active" />
        </div>
      ))}
    </div>
  );
}
