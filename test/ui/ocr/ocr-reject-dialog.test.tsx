/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OcrRejectDialog as DialogUseCase } from '../../../application/ocr/ocr-reject-dialog';
import { OcrRejectDialog } from '../../../ui/ocr/ocr-reject-dialog';
import { makeContainer, renderWith } from '../approvals/render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

// The toast host and the control types are there before the first render (no wait on a cold chunk).
beforeAll(preloadAppChunks);

const CONTEXT = { questionId: 'q', ocrUrl: 'https://img/q.png', recText: '1+1=3', subject: '数学', grade: '三年级', recTime: '' };

function setup() {
  const { container, fakes } = makeContainer();
  const dialog = container.get(DialogUseCase);
  renderWith(container, <OcrRejectDialog />);
  act(() => dialog.open(CONTEXT));
  return { dialog, fakes };
}

describe('OCR reject dialog (UI)', () => {
  test('submitting empty shows the warning 请填写问题类型 in the dialog', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请填写问题类型')).toBeInTheDocument();
  });

  test('deleting an image asks 确认删除该图片吗？ first', async () => {
    const { dialog } = setup();
    await act(async () => { await dialog.addImage(new Blob(['x']), 'a.png'); });
    fireEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确认删除该图片吗？')).toBeInTheDocument();
    expect(dialog.getSnapshot().images).toHaveLength(1);
    const confirm = document.querySelectorAll('.ant-popconfirm .ant-btn-primary')[0] as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(dialog.getSnapshot().images).toHaveLength(0));
  });

  test('a valid report is sent through the OCR port and the dialog closes with text and type reset', async () => {
    const { dialog, fakes } = setup();
    act(() => { dialog.setErrorType(1); });
    fireEvent.change(await screen.findByLabelText('问题描述'), { target: { value: '3 应为 2' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(fakes.ocr.reports).toHaveLength(1));
    expect(await screen.findByText('问题已提交')).toBeInTheDocument();
    expect(dialog.getSnapshot()).toMatchObject({ open: false, message: '', errorType: undefined });
  });
});
