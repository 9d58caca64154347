import { useMemo } from 'react';
import type { PrintDocument, PrintedField } from '../../domain/print/print-document';
import { SignatureImage } from '../controls/types/signature/signature-image';
import { RichHtmlView } from '../rich-text/rich-html-view';
import { detailRowsHtml } from './detail-rows-html';
import './print-sheet.css';

/**
 * The watermark as an SVG background: drawn on every page behind nothing the reader needs, and not text,
 * so copying or extracting the sheet's text never mixes it into the values.
 */
function watermarkImage(text: string): string {
  const escaped = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="180"><text x="30" y="110" transform="rotate(-25 130 90)" font-size="22" fill="rgba(0,0,0,0.12)" font-family="sans-serif">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

function FieldValue({ field }: { field: PrintedField }) {
  const value = field.value;
  switch (value.kind) {
    case 'text': return <span className="print-text">{value.text}</span>;
    case 'html': return <RichHtmlView html={value.html} className="print-rich" />;
    case 'files':
      return (
        <>
          {value.files.map((file) => (value.asImages && file.image && file.url
            ? <img key={file.id} className="print-image" src={file.url} alt={file.name} />
            : <div key={file.id} className="print-file">{file.name}</div>))}
        </>
      );
    case 'table': return null;
  }
}

function DetailTable({ field }: { field: PrintedField }) {
  const table = field.value.kind === 'table' ? field.value : undefined;
  // Sanitised by escaping, not by DOMPurify: every cell is plain text escaped by detailRowsHtml (tested), never
  // the user's markup; DOMPurify would also drop the bare <tr> rows of a tbody fragment.
  const body = useMemo(() => ({ __html: detailRowsHtml(table?.rows ?? []) }), [table]);
  if (!table) return null;
  const { columns, footer } = table;
  return (
    <table className="print-detail" data-field={field.id}>
      <thead>
        <tr><th className="print-detail-title" colSpan={Math.max(columns.length, 1)}>{field.label}</th></tr>
        <tr>{columns.map((column, i) => <th key={i}>{column}</th>)}</tr>
      </thead>
      <tbody dangerouslySetInnerHTML={body} />
      {footer && <tfoot><tr className="print-sum">{footer.map((cell, c) => <td key={c}>{cell}</td>)}</tr></tfoot>}
    </table>
  );
}

/** Groups the fields into runs of label/value rows, broken by detail tables (each its own table). */
function groups(fields: readonly PrintedField[]): PrintedField[][] {
  const out: PrintedField[][] = [];
  for (const field of fields) {
    const last = out[out.length - 1];
    if (field.value.kind === 'table' || !last || last[0]!.value.kind === 'table') out.push([field]);
    else last.push(field);
  }
  return out;
}

/** A printed sheet: header, title, system fields, the fields, detail tables and the approval record. */
export function PrintSheet({ document: doc }: { document: PrintDocument }) {
  const systemRows = useMemo(() => {
    const rows: (typeof doc.systemFields[number])[][] = [];
    for (let i = 0; i < doc.systemFields.length; i += 2) rows.push(doc.systemFields.slice(i, i + 2));
    return rows;
  }, [doc.systemFields]);
  return (
    <div className="print-sheet" data-paper={doc.paper} data-orientation={doc.orientation}>
      {doc.watermark && <div className="print-watermark" aria-hidden style={{ backgroundImage: watermarkImage(doc.watermark) }} />}
      {doc.headerText && <div className="print-sheet-header">{doc.headerText}</div>}
      <div className="print-sheet-title">{doc.title}</div>
      {systemRows.length > 0 && (
        <table className="print-system"><tbody>
          {systemRows.map((pair, i) => (
            <tr key={i}>
              {pair.map((f) => [<th key={`${f.key}-l`} className="print-label" scope="row">{f.label}</th>, <td key={`${f.key}-v`}>{f.value}</td>])}
              {pair.length === 1 && <><th className="print-label" /><td /></>}
            </tr>
          ))}
        </tbody></table>
      )}
      {groups(doc.fields).map((group) => (group[0]!.value.kind === 'table'
        ? <DetailTable key={group[0]!.id} field={group[0]!} />
        : (
          <table key={group[0]!.id} className="print-fields"><tbody>
            {group.map((field) => (
              <tr key={field.id} data-field={field.id}>
                <th className="print-label" scope="row">{field.label}</th>
                <td><FieldValue field={field} /></td>
              </tr>
            ))}
          </tbody></table>
        )))}
      {doc.approvalRecord && (
        <table className="print-record">
          <colgroup><col style={{ width: '16%' }} /><col style={{ width: '14%' }} /><col style={{ width: '13%' }} /><col /><col style={{ width: '20%' }} /></colgroup>
          <thead>
            <tr><th colSpan={5}>审批记录</th></tr>
            <tr><th>节点</th><th>审批人</th><th>操作</th><th>意见</th><th>时间</th></tr>
          </thead>
          <tbody>
            {doc.approvalRecord.map((row, i) => (
              <tr key={i}><td>{row.node}</td><td>{row.who}</td><td>{row.decision}</td><td className="print-text">{row.comment}{row.signature && <div className="print-signature"><SignatureImage value={row.signature} alt={`${row.who}的签名`} /></div>}</td><td>{row.time}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
