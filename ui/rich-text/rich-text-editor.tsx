import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

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

// The editor chunk loads on first use only: never part of the initial bundle.
const WangEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './wang-editor'));

/** The rich-text editor (wangEditor v5), loaded lazily; a skeleton shows meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <WangEditor {...props} />
    </Suspense>
  );
}
