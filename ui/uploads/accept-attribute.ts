/**
 * The `accept` attribute of a file input from a control's allowed types as the designer stores them
 * (".pdf,.jpg", "pdf、jpg", "image/*"): each type once, extensions with their dot, MIME types as they are.
 * A phone's file chooser reads it to offer the camera and the album for images and to grey out other files.
 * Undefined: any file.
 */
export function acceptAttributeOf(accept: unknown): string | undefined {
  if (typeof accept !== 'string') return undefined;
  const types = new Set<string>();
  for (const part of accept.split(/[,，、;；\s]+/)) {
    const item = part.trim().toLowerCase();
    if (item === '') continue;
    types.add(item.includes('/') ? item : `.${item.replace(/^\.+/, '')}`);
  }
  return types.size > 0 ? [...types].join(',') : undefined;
}

/** The accept attribute of an image upload: any image the camera or the album gives. */
export const IMAGE_ACCEPT = 'image/*';
