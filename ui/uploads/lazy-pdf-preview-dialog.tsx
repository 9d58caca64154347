import { lazy, Suspense, type ComponentProps } from 'react';

// Loaded when a PDF is first previewed, like the image preview.
const PdfPreviewDialog = lazy(() => import('./pdf-preview-dialog').then((m) => ({ default: m.PdfPreviewDialog })));

/** PdfPreviewDialog, loaded on demand. */
export function LazyPdfPreviewDialog(props: ComponentProps<typeof PdfPreviewDialog>) {
  return (
    <Suspense fallback={null}>
      <PdfPreviewDialog {...props} />
    </Suspense>
  );
}
