import { lazy, Suspense, type ComponentProps } from 'react';

// The preview dialog (antd Modal, ~10 KB gzip) loads when a file is first previewed, not with every upload field.
const ImagePreviewDialog = lazy(() => import('./image-preview-dialog').then((m) => ({ default: m.ImagePreviewDialog })));

/** ImagePreviewDialog, loaded on demand. */
export function LazyImagePreviewDialog(props: ComponentProps<typeof ImagePreviewDialog>) {
  return (
    <Suspense fallback={null}>
      <ImagePreviewDialog {...props} />
    </Suspense>
  );
}
