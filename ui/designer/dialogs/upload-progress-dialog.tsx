import { Modal, Progress } from 'antd';

export interface UploadProgressItem {
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'exception';
  error?: string;
}

/** Per-file upload progress with status and an exception result (spec 4 "Upload"). */
export function UploadProgressDialog({ items, onClose }: { items: readonly UploadProgressItem[]; onClose(): void }) {
  const busy = items.some((i) => i.status === 'uploading');
  return (
    <Modal open={items.length > 0} title="上传进度" footer={null} onCancel={onClose} closable={!busy} mask={{ closable: !busy }}>
      {items.map((item, i) => (
        <div key={i} style={{ marginBottom: 8 }}>
          <div>{item.name}</div>
          <Progress percent={Math.round(item.percent)} status={item.status === 'exception' ? 'exception' : item.status === 'done' ? 'success' : 'active'} />
          {item.error && <div style={{ color: '#ff4d4f', fontSize: 12 }}>{item.error}</div>}
        </div>
      ))}
    </Modal>
  );
}
