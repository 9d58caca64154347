import { useRef, useState } from 'react';
import { Button, Image, Input, Space } from 'antd';
import type { TextWithUploadValue, UploadedImage } from '../../domain/model/values';
import { checkImageUpload, checkPastedFile } from '../../domain/validation/upload-rules';
import type { ControlBodyProps } from '../controls/control-props';
import { AttachmentList } from './attachment-list';
import { LazyImagePreviewDialog } from './lazy-image-preview-dialog';
import { pickedFiles, useUploadQueue } from './use-upload-queue';
import { useAppMessage } from '../hooks/app-message';
import { useIsPhone } from '../hooks/use-is-phone';
import { IMAGE_ACCEPT } from './accept-attribute';

function valueOf(value: unknown): TextWithUploadValue {
  if (value && typeof value === 'object') {
    const v = value as Partial<TextWithUploadValue>;
    return { ...v, msg: typeof v.msg === 'string' ? v.msg : '', images: Array.isArray(v.images) ? v.images : [] };
  }
  return { msg: typeof value === 'string' ? value : '', images: [] };
}

const numberProp = (x: unknown): number | undefined => (typeof x === 'number' && x > 0 ? x : undefined);

/**
 * Textarea with image upload (value {msg, images}): 5 rows by default (spec 9); images limited per file
 * (15 MB default), per batch and in total (spec 5); a pasted file must be an image (请上传图片).
 */
export function TextareaWithUpload({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const message = useAppMessage();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const isPhone = useIsPhone();
  const current = useRef(valueOf(value));
  current.current = valueOf(value);
  const [preview, setPreview] = useState<UploadedImage | undefined>(undefined);
  const commit = (next: TextWithUploadValue) => { current.current = next; onChange?.(next); };
  const { queue, items, storage } = useUploadQueue({
    check: (files, existing) => checkImageUpload(files, existing, {
      maxSizeMb: numberProp(control.props?.imageMaxSize),
      batchLimit: numberProp(control.props?.imageBatchLimit),
      totalLimit: numberProp(control.props?.imageTotalLimit),
    }),
    currentCount: () => current.current.images.length,
    onUploaded: (fileId, file) => commit({ ...current.current, images: [...current.current.images, { name: file.name, url: storage ? storage.fileLink(fileId) : fileId, fileId }] }),
  });
  if (mode === 'readonly') {
    return (
      <div>
        <div style={{ whiteSpace: 'pre-wrap' }}>{current.current.msg || '-'}</div>
        <Image.PreviewGroup>{current.current.images.map((img) => <Image key={img.url} src={img.url} width={80} />)}</Image.PreviewGroup>
      </div>
    );
  }
  return (
    <div className="textarea-with-upload">
      <Input.TextArea
        rows={numberProp(control.props?.rows) ?? 5}
        value={current.current.msg}
        disabled={disabled}
        status={error ? 'error' : undefined}
        placeholder={control.placeholder || '请输入，可粘贴图片'}
        onChange={(event) => commit({ ...current.current, msg: event.target.value })}
        onBlur={onBlur}
        onPaste={(event) => {
          const files = pickedFiles(event.clipboardData?.files);
          if (files.length === 0) return;
          event.preventDefault();
          const problem = files.map((f) => checkPastedFile(f)).find(Boolean);
          if (problem) { void message.error(problem); return; }
          queue?.add(files);
        }}
      />
      <Space wrap style={{ marginTop: 8 }}>
        {current.current.images.map((img, index) => (
          <div key={`${img.url}-${index}`} className="uploaded-image" style={{ position: 'relative' }}>
            <img src={img.url} alt={img.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4, cursor: 'zoom-in' }} onClick={() => setPreview(img)} />
            {!disabled && (
              <Button size="small" type="text" danger className="uploaded-image-remove" style={{ position: 'absolute', top: -8, right: -8 }} aria-label="删除图片"
                onClick={() => commit({ ...current.current, images: current.current.images.filter((_, i) => i !== index) })}>×</Button>
            )}
          </div>
        ))}
        <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden data-testid={`image-input-${control.id}`}
          onChange={(event) => { queue?.add(pickedFiles(event.target.files)); event.target.value = ''; }} />
        {isPhone ? (
          <>
            {/* capture opens the camera straight away (on Android it offers nothing else): its own button, beside the album. */}
            <input ref={camera} type="file" accept={IMAGE_ACCEPT} capture="environment" hidden data-testid={`camera-input-${control.id}`}
              onChange={(event) => { queue?.add(pickedFiles(event.target.files)); event.target.value = ''; }} />
            <Button className="upload-camera" disabled={disabled || !queue} onClick={() => camera.current?.click()}>拍照</Button>
            <Button className="upload-album" disabled={disabled || !queue} onClick={() => input.current?.click()}>从相册选择</Button>
          </>
        ) : (
          <Button disabled={disabled || !queue} onClick={() => input.current?.click()}>上传图片</Button>
        )}
      </Space>
      <AttachmentList files={[]} uploading={items} />
      {preview && <LazyImagePreviewDialog open src={preview.url} title={preview.name} onClose={() => setPreview(undefined)} />}
    </div>
  );
}
