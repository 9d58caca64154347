import { IMAGE_EXTENSIONS } from '../../model/file-type-groups';
import type { PrintFile, PrintValueFormatter } from '../print-value';

function isImageName(name: string): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.includes(ext);
}

/**
 * Attachment upload (11): the files by name; a control that takes part in printing (spec 5: then only image
 * formats are allowed) prints its image files as pictures.
 */
export const formatAttachment: PrintValueFormatter = (control, value) => {
  const record = value && typeof value === 'object' ? (value as { attachments?: unknown; fileList?: unknown }) : {};
  const ids = Array.isArray(record.attachments) ? record.attachments.map(String) : [];
  const names = Array.isArray(record.fileList) ? record.fileList.map(String) : [];
  const files: PrintFile[] = ids.map((id, i) => {
    const name = names[i] ?? id;
    return { id, name, image: isImageName(name) };
  });
  return { kind: 'files', files, asImages: control.config?.isPrint === true };
};
