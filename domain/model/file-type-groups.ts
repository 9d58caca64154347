/** File type groups of the file type limit (spec 9). */
export type FileTypeGroupKey = 'documents' | 'images' | 'audio' | 'video' | 'archives' | 'custom';

export interface FileTypeGroup {
  key: FileTypeGroupKey;
  label: string;
  extensions: readonly string[];
}

export const FILE_TYPE_GROUPS: readonly FileTypeGroup[] = [
  {
    key: 'documents', label: '文档',
    extensions: ['txt', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'xml', 'ppt', 'pptx', 'wps', 'htm', 'html', 'rtf', 'hlp'],
  },
  { key: 'images', label: '图片', extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'psd', 'tif'] },
  {
    key: 'audio', label: '音频',
    extensions: ['mp3', 'flac', 'ape', 'wma', 'wav', 'aac', 'm4a', 'au', 'ram', 'mmf', 'aif'],
  },
  { key: 'video', label: '视频', extensions: ['mkv', 'mp4', 'avi', 'swf', 'wmv', 'rmvb', 'mov', 'mpg'] },
  { key: 'archives', label: '压缩包', extensions: ['rar', 'zip', '7z', 'gz', 'arj', 'z'] },
  { key: 'custom', label: '自定义', extensions: [] },
];

/** Recognised image extensions (spec 9). */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'psd', 'tif'];

/** Groups whose files can be previewed (spec 9). */
export const PREVIEWABLE_GROUPS: readonly FileTypeGroupKey[] = ['documents', 'images'];

/** The `accept` string of a group: dot extensions joined by commas, e.g. ".jpg,.jpeg". */
export function acceptOfGroup(key: FileTypeGroupKey): string {
  const group = FILE_TYPE_GROUPS.find((g) => g.key === key);
  return (group?.extensions ?? []).map((ext) => `.${ext}`).join(',');
}

/** The group an extension belongs to (custom when none). */
export function groupOfExtension(extension: string): FileTypeGroupKey {
  const ext = extension.replace(/^\./, '').toLowerCase();
  return FILE_TYPE_GROUPS.find((g) => g.extensions.includes(ext))?.key ?? 'custom';
}
