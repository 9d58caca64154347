/** @jest-environment jsdom */
// Issue 27: a signature is printed with the record — the approver's drawn signature under their comment in the
// 审批记录 and a 签名 control's signature in the fields both print as pictures (the stored file's link, or the
// data URL as drawn), never as words.
import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { StorageApi } from '../../../application/ports/storage-api';
import { buildPrintDocument } from '../../../domain/print/print-document';
import { DEFAULT_PRINT_TEMPLATE } from '../../../domain/print/print-template';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { PrintSheet } from '../../../ui/print/print-sheet';
import { leaveSource } from '../../fixtures/print-fixtures';

const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const moment = { printedBy: '李四', printedAt: '2025-03-07T01:00:00.000Z' };

function sheet(signature: string) {
  const history = [{ taskId: 'task-1', approverName: '李四', action: 'approve', comment: '情况属实，同意', at: '2025-03-06T03:30:00.000Z', signature }];
  const doc = buildPrintDocument(DEFAULT_PRINT_TEMPLATE, leaveSource(1, history), moment);
  const signed = { id: 'applicant_sign', label: '申请人签名', value: { kind: 'files' as const, asImages: true, files: [{ id: 'signature', name: '签名.png', image: true, signature: true, url: DOT }] } };
  return { ...doc, fields: [...doc.fields, signed] };
}

test('the approver\'s drawn signature prints as a picture under the comment, and a 签名 control as its picture', () => {
  render(<PrintSheet document={sheet(DOT)} />);
  expect(screen.getByRole('img', { name: '李四的签名' })).toHaveAttribute('src', DOT);
  expect(screen.getByRole('img', { name: '签名.png' })).toHaveAttribute('src', DOT);
  expect(screen.queryByText(/已手写签名/)).toBeNull();
});

test('a stored signature (file:<id>) prints from the stored file\'s link', () => {
  const container = new Container();
  container.bind(StorageApi).toConstantValue({ fileLink: (id: string) => `/files/${id}` } as unknown as StorageApi);
  render(<ContainerProvider container={container}><PrintSheet document={sheet('file:sig-7')} /></ContainerProvider>);
  expect(screen.getByRole('img', { name: '李四的签名' })).toHaveAttribute('src', '/files/sig-7');
});
