/** Props of the rich-text editor wrapper and of the lazily loaded wangEditor component. */
export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  height?: number;
  /** Uploads editor images (StorageApi.uploadEditorImages); urls in order. */
  uploadImages?: (files: File[]) => Promise<string[]>;
  /** Upload check failures (not an image, too large, 上传图片失败). */
  onError?: (message: string) => void;
}
