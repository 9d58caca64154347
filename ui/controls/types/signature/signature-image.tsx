import { StorageApi } from '../../../../application/ports/storage-api';
import { isSignature, signatureFileId } from '../../../../domain/model/signature-value';
import { usePort } from '../../use-port';

/** Where a signature's picture is: the stored file's link, or the PNG data URL itself. */
export function useSignatureSrc(value: unknown): string | undefined {
  const storage = usePort<StorageApi>(StorageApi);
  if (!isSignature(value)) return undefined;
  const fileId = signatureFileId(value);
  if (fileId === undefined) return value;
  return storage?.fileLink(fileId);
}

const IMAGE_STYLE = { maxWidth: 240, maxHeight: 96, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' } as const;

/** A drawn signature as a picture (the control read-only, the timeline, print). */
export function SignatureImage({ value, alt = '签名' }: { value: unknown; alt?: string }) {
  const src = useSignatureSrc(value);
  return src ? <img className="signature-image" src={src} alt={alt} style={IMAGE_STYLE} /> : null;
}
