import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor-props';

export type { RichTextEditorProps } from './rich-text-editor-props';


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
