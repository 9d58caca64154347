import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { PrintView } from '../../application/print/print-view';
import { printMessages } from '../../application/print/print-messages';
import { mmToPt } from '../../domain/print/paper';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { useDocumentTitle } from '../shell/use-document-title';
import { ErrorPage } from '../shell/error-page';
import { PrintSheet } from './print-sheet';
import { pageStyle } from './page-style';
import { useSheetSettled } from './use-sheet-settled';

function saveBytes(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /flowMyFormPreview/print?instanceId&printType[&isPDF=1] and /print/:id: the sheet on a paper-sized page,
 * outside the main layout. 打印 prints through the browser (text stays text); with isPDF (the URL's or the
 * template's) the PDF file is made and saved once the sheet is ready, and 下载 PDF makes it again.
 */
export default function PrintPage() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const instanceId = id ?? query.get('instanceId') ?? '';
  const view = useService(PrintView);
  const state = useObservableValue(view.state$, view.getSnapshot());
  const [pdfState, setPdfState] = useState<'idle' | 'making' | 'failed'>('idle');
  const autoPdf = useRef<string | undefined>(undefined);
  const doc = state.instanceId === instanceId ? state.document : undefined;
  const wantsPdf = query.get('isPDF') === '1' || doc?.isPDF === true;
  const paper = useRef<HTMLDivElement>(null);
  const settled = useSheetSettled(paper, doc);
  useDocumentTitle(doc ? `${doc.title} - 打印` : '打印预览');

  useEffect(() => {
    if (instanceId) void view.load(instanceId);
  }, [instanceId, view]);

  const makePdf = async () => {
    setPdfState('making');
    try {
      const { bytes, fileName } = await view.pdf();
      saveBytes(bytes, fileName);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };

  useEffect(() => {
    if (doc && wantsPdf && autoPdf.current !== instanceId) {
      autoPdf.current = instanceId;
      void makePdf();
    }
  }, [doc, wantsPdf, instanceId]);

  if (!instanceId || state.status === 'notFound') return <ErrorPage status="404" />;
  if (state.status === 'forbidden') return <ErrorPage status="403" />;
  if (state.status === 'failed') {
    return <div style={{ padding: 48 }}><Alert type="error" showIcon title={state.message} action={<Button onClick={() => void view.load(instanceId)}>重试</Button>} /></div>;
  }
  if (!doc) return <div style={{ padding: 96, textAlign: 'center' }}><Spin /></div>;

  const widthPt = mmToPt(doc.sizeMm.width);
  const m = doc.margins;
  return (
    <div className="print-page" data-ready={settled} style={{ background: '#f0f2f5', minHeight: '100vh' }}>
      <style>{pageStyle(doc)}</style>
      <div className="print-toolbar" style={{ position: 'sticky', top: 0, zIndex: 2, background: '#fff', borderBottom: '1px solid #eee', padding: '8px 16px' }}>
        <Space>
          <Button type="primary" onClick={() => window.print()}>打印</Button>
          {wantsPdf && <Button loading={pdfState === 'making'} onClick={() => void makePdf()}>下载 PDF</Button>}
          <span style={{ color: '#888' }}>{doc.paper} {doc.orientation === 'landscape' ? '横向' : '纵向'}</span>
          {state.message && <span style={{ color: '#faad14' }}>{state.message}</span>}
          {pdfState === 'failed' && <span role="alert" style={{ color: '#ff4d4f' }}>{printMessages.pdfFailed}</span>}
        </Space>
      </div>
      <div
        className="print-paper"
        ref={paper}
        style={{ width: `${widthPt}pt`, margin: '16px auto', padding: `${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm`, background: '#fff', boxShadow: '0 1px 6px rgba(0,0,0,.15)' }}
      >
        <PrintSheet document={doc} />
      </div>
    </div>
  );
}
