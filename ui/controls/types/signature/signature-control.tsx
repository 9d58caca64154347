import { useEffect, useRef } from 'react';
import { Typography } from 'antd';
import { filter, firstValueFrom } from 'rxjs';
import { StorageApi } from '../../../../application/ports/storage-api';
import type { ControlBodyProps } from '../../control-props';
import { controlLabel } from '../../control-props';
import { usePort } from '../../use-port';
import { SignatureImage } from './signature-image';
import SignaturePad from './signature-pad';

/** The bytes of a PNG data URL (no fetch: a page's content policy may not allow data: requests). */
function pngBlob(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** Upload the drawing this long after the last stroke (a signature is several strokes). */
const UPLOAD_DELAY_MS = 800;

/**
 * 签名 (moduleId 26): the applicant signs on the pad; the drawing is kept as a PNG data URL at once and, where
 * the storage service is there, stored as an image file shortly after (the value becomes `file:<id>`).
 * Read-only it shows the picture.
 */
export function SignatureControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const storage = usePort<StorageApi>(StorageApi);
  const latest = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (mode !== 'fill' || disabled) {
    return value ? <SignatureImage value={value} alt={controlLabel(control)} /> : <Typography.Text type="secondary">{mode === 'design' ? '手写签名' : '未签名'}</Typography.Text>;
  }

  const store = (dataUrl: string) => {
    if (!storage) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void firstValueFrom(storage.upload(pngBlob(dataUrl), `${controlLabel(control)}.png`).pipe(filter((event) => event.type === 'done')))
        .then((done) => { if (latest.current === dataUrl && done.type === 'done') onChange?.(`file:${done.fileId}`); })
        // The drawing stays as a data URL: it is a valid signature too.
        .catch(() => undefined);
    }, UPLOAD_DELAY_MS);
  };

  return (
    <SignaturePad label={controlLabel(control)} onChange={(dataUrl) => {
      latest.current = dataUrl;
      onChange?.(dataUrl ?? '');
      if (dataUrl) store(dataUrl);
    }} />
  );
}
