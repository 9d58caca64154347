import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { pdfWithoutScripts } from './pdf-without-scripts';

interface PdfPreviewDialogProps {
  open: boolean;
  src: string;
  title?: string;
  onClose(): void;
  /** Saves the file instead (offered when it is not a PDF after all). */
  onDownload?(): void;
}

type Loaded = { state: 'loading' } | { state: 'pdf'; url: string } | { state: 'not-pdf' } | { state: 'unsafe' } | { state: 'failed' };

const REFUSALS = {
  'not-pdf': '该文件不是有效的 PDF，无法预览',
  unsafe: '该 PDF 已损坏或已加密，无法安全预览，请下载后查看',
  failed: '文件加载失败，无法预览',
} as const;

/** Every PDF file starts with these bytes; anything else (an HTML page named .pdf) is not shown. */
const PDF_MAGIC = '%PDF-';

async function loadPdf(src: string, signal: AbortSignal): Promise<Loaded> {
  const response = await fetch(src, { credentials: 'include', signal });
  if (!response.ok) return { state: 'failed' };
  const bytes = await response.arrayBuffer();
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 1024));
  if (!head.includes(PDF_MAGIC)) return { state: 'not-pdf' };
  let clean: Uint8Array;
  try {
    clean = await pdfWithoutScripts(bytes);
  } catch {
    // Damaged or encrypted: its scripts could not be taken out, so it is not shown.
    return { state: 'unsafe' };
  }
  return { state: 'pdf', url: URL.createObjectURL(new Blob([clean as BlobPart], { type: 'application/pdf' })) };
}

/**
 * A PDF preview that cannot become a page (issue 18). The bytes are fetched and must be a PDF; the frame
 * shows them as a blob whose type is fixed to application/pdf, so whatever the server claimed (text/html,
 * a sniffable type), the browser's PDF viewer renders it and no markup of the file ever runs; the PDF's own
 * JavaScript is taken out first (issue 33: pdf-without-scripts.ts). (A `sandbox` frame would block Chromium's
 * PDF viewer altogether.)
 */
export function PdfPreviewDialog({ open, src, title, onClose, onDownload }: PdfPreviewDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    let url: string | undefined;
    setLoaded({ state: 'loading' });
    loadPdf(src, abort.signal).then((result) => {
      if (result.state === 'pdf') url = result.url;
      if (abort.signal.aborted) {
        if (url) URL.revokeObjectURL(url);
        return;
      }
      setLoaded(result);
    }, () => { if (!abort.signal.aborted) setLoaded({ state: 'failed' }); });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, src]);
  const name = title ?? '文件预览';
  return (
    <Modal open={open} title={name} footer={null} onCancel={onClose} width={900} destroyOnHidden>
      {loaded.state === 'loading' && <div style={{ textAlign: 'center', padding: 48 }}><Spin /></div>}
      {loaded.state === 'pdf' && (
        <iframe
          className="pdf-preview-frame"
          title={name}
          src={loaded.url}
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: '70vh', border: 0, background: '#fafafa' }}
        />
      )}
      {(loaded.state === 'not-pdf' || loaded.state === 'unsafe' || loaded.state === 'failed') && (
        <Alert
          className="pdf-preview-refused"
          type="warning"
          showIcon
          title={REFUSALS[loaded.state]}
          action={onDownload ? <Button size="small" type="link" onClick={onDownload}>下载文件</Button> : undefined}
        />
      )}
    </Modal>
  );
}
