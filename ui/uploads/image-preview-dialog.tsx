import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Space, Tooltip } from 'antd';

/** Spec 9 "Image preview": zoom step 0.2, rotate step 90 degrees, reset after 500 ms. */
export const PREVIEW_ZOOM_STEP = 0.2;
export const PREVIEW_ROTATE_STEP = 90;
export const PREVIEW_RESET_DELAY_MS = 500;
const MIN_SCALE = 0.2;

interface ImagePreviewDialogProps {
  open: boolean;
  src: string;
  title?: string;
  onClose(): void;
}

/** An image preview with zoom in/out, rotate and restore; the view resets 500 ms after closing. */
export function ImagePreviewDialog({ open, src, title, onClose }: ImagePreviewDialogProps) {
  const [scale, setScale] = useState(1);
  const [rotate, setRotate] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) return;
    // After the close animation, so the image does not visibly jump back while fading out.
    timer.current = setTimeout(() => { setScale(1); setRotate(0); }, PREVIEW_RESET_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [open]);
  const round = (n: number) => Math.round(n * 10) / 10;
  return (
    <Modal open={open} title={title ?? '图片预览'} footer={null} onCancel={onClose} width={760} destroyOnHidden={false}>
      <Space style={{ marginBottom: 12 }}>
        <Tooltip title="放大"><Button aria-label="放大" onClick={() => setScale((s) => round(s + PREVIEW_ZOOM_STEP))}>放大</Button></Tooltip>
        <Tooltip title="缩小"><Button aria-label="缩小" onClick={() => setScale((s) => Math.max(MIN_SCALE, round(s - PREVIEW_ZOOM_STEP)))}>缩小</Button></Tooltip>
        <Tooltip title="旋转"><Button aria-label="旋转" onClick={() => setRotate((r) => r + PREVIEW_ROTATE_STEP)}>旋转</Button></Tooltip>
        <Button aria-label="还原" onClick={() => { setScale(1); setRotate(0); }}>还原</Button>
      </Space>
      <div style={{ overflow: 'auto', height: 460, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
        <img
          className="image-preview-img"
          src={src}
          alt={title ?? ''}
          data-scale={scale}
          data-rotate={rotate}
          style={{ maxWidth: '100%', maxHeight: '100%', transform: `scale(${scale}) rotate(${rotate}deg)`, transition: 'transform .2s' }}
        />
      </div>
    </Modal>
  );
}
