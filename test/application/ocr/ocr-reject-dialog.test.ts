import { OcrRejectDialog, REJECT_WARNING_MS, type OcrRejectContext } from '../../../application/ocr/ocr-reject-dialog';
import { OcrRecognition } from '../../../application/ocr/ocr-recognition';
import { Subject } from 'rxjs';
import type { UploadEvent } from '../../../application/ports/storage-api';
import { FakeOcr, FakeStorage } from '../approvals/fakes';

const CONTEXT: OcrRejectContext = {
  questionId: 'q-1', ocrUrl: 'https://img.example/q1.png', recText: '1+1=3', subject: '数学', grade: '三年级', recTime: '2024-05-01T08:00:00.000Z',
};

function setup() {
  const ocr = new FakeOcr();
  const storage = new FakeStorage();
  const dialog = new OcrRejectDialog(ocr, storage);
  dialog.open(CONTEXT);
  return { ocr, storage, dialog };
}

const png = () => new Blob(['x'], { type: 'image/png' });

describe('OcrRejectDialog', () => {
  afterEach(() => jest.useRealTimers());

  test('problem type required: the warning 请填写问题类型 and nothing is sent', async () => {
    const { dialog, ocr } = setup();
    dialog.setMessage('少识别了一行');
    expect(await dialog.submit()).toEqual({ ok: false, message: '请填写问题类型' });
    expect(dialog.getSnapshot().warning).toBe('请填写问题类型');
    expect(ocr.reports).toHaveLength(0);
  });

  test('reason text not blank: 识别问题内容不能为空', async () => {
    const { dialog, ocr } = setup();
    dialog.setErrorType(2);
    dialog.setMessage('   ');
    expect(await dialog.submit()).toEqual({ ok: false, message: '识别问题内容不能为空' });
    expect(ocr.reports).toHaveLength(0);
  });

  test('reason text at most 800 characters', async () => {
    const { dialog, ocr } = setup();
    dialog.setErrorType(2);
    dialog.setMessage('字'.repeat(801));
    expect((await dialog.submit()).ok).toBe(false);
    expect(dialog.getSnapshot().warning).toBe('问题内容最多800个字符');
    dialog.setMessage('字'.repeat(800));
    expect((await dialog.submit()).ok).toBe(true);
    expect(ocr.reports).toHaveLength(1);
  });

  test('warnings show for 1.5 s', async () => {
    jest.useFakeTimers();
    const { dialog } = setup();
    await dialog.submit();
    expect(dialog.getSnapshot().warning).toBe('请填写问题类型');
    jest.advanceTimersByTime(REJECT_WARNING_MS - 1);
    expect(dialog.getSnapshot().warning).toBe('请填写问题类型');
    jest.advanceTimersByTime(1);
    expect(dialog.getSnapshot().warning).toBeUndefined();
    expect(REJECT_WARNING_MS).toBe(1500);
  });

  test('a new warning restarts the 1.5 s', async () => {
    jest.useFakeTimers();
    const { dialog } = setup();
    await dialog.submit();
    jest.advanceTimersByTime(1000);
    dialog.setErrorType(1);
    await dialog.submit();
    jest.advanceTimersByTime(1000);
    expect(dialog.getSnapshot().warning).toBe('识别问题内容不能为空');
    jest.advanceTimersByTime(500);
    expect(dialog.getSnapshot().warning).toBeUndefined();
  });

  test('text and type reset on close', () => {
    const { dialog } = setup();
    dialog.setErrorType(3);
    dialog.setMessage('公式错');
    dialog.close();
    expect(dialog.getSnapshot()).toMatchObject({ open: false, errorType: undefined, message: '' });
  });

  test('files cleared on open', async () => {
    const { dialog } = setup();
    await dialog.addImage(png(), 'a.png');
    dialog.close();
    expect(dialog.getSnapshot().images).toHaveLength(1);
    dialog.open(CONTEXT);
    expect(dialog.getSnapshot().images).toEqual([]);
  });

  test('images can be reordered by dragging and deleted', async () => {
    const { dialog } = setup();
    for (const name of ['a.png', 'b.jpg', 'c.webp']) await dialog.addImage(png(), name);
    dialog.moveImage(2, 0);
    expect(dialog.getSnapshot().images.map((i) => i.name)).toEqual(['c.webp', 'a.png', 'b.jpg']);
    dialog.removeImage(dialog.getSnapshot().images[1]!.fileId);
    expect(dialog.getSnapshot().images.map((i) => i.name)).toEqual(['c.webp', 'b.jpg']);
  });

  test('several images keep the order they were chosen in, whatever order their uploads finish in', async () => {
    const { dialog, storage } = setup();
    const uploads: Array<Subject<UploadEvent>> = [];
    storage.upload = () => { const s = new Subject<UploadEvent>(); uploads.push(s); return s; };
    const first = dialog.addImage(png(), 'first.png');
    const second = dialog.addImage(png(), 'second.png');
    expect(dialog.getSnapshot().images.map((i) => [i.name, i.uploading])).toEqual([['first.png', true], ['second.png', true]]);
    dialog.setErrorType(1);
    dialog.setMessage('错了');
    expect(await dialog.submit()).toEqual({ ok: false, message: '图片上传中，请稍候' });
    uploads[1]!.next({ type: 'done', fileId: 'f-2' });
    uploads[0]!.next({ type: 'done', fileId: 'f-1' });
    await Promise.all([first, second]);
    expect(dialog.getSnapshot().images.map((i) => i.fileId)).toEqual(['f-1', 'f-2']);
    expect(dialog.getSnapshot().uploading).toBe(0);
  });

  test('only images are accepted: 请上传图片', async () => {
    const { dialog } = setup();
    expect(await dialog.addImage(new Blob(['x']), 'notes.docx')).toBe(false);
    expect(dialog.getSnapshot()).toMatchObject({ images: [], warning: '请上传图片' });
  });

  test('a failed upload warns 上传图片失败 and adds nothing', async () => {
    const { dialog, storage } = setup();
    storage.failUploads = true;
    expect(await dialog.addImage(png(), 'a.png')).toBe(false);
    expect(dialog.getSnapshot()).toMatchObject({ images: [], uploading: 0, warning: '上传图片失败' });
  });

  test('sent through the OCR port: type, reason and the images in their dragged order; the dialog closes', async () => {
    const { dialog, ocr } = setup();
    await dialog.addImage(png(), 'a.png');
    await dialog.addImage(png(), 'b.png');
    dialog.moveImage(1, 0);
    dialog.setErrorType(1);
    dialog.setMessage(' 3 应识别为 2 ');
    expect(await dialog.submit()).toEqual({ ok: true, message: '问题已提交' });
    expect(ocr.reports).toEqual([{
      questionId: 'q-1',
      report: {
        ocrProblem: { code: 1, text: '3 应识别为 2' },
        ocr_url: CONTEXT.ocrUrl, rec_text: '1+1=3',
        screen_shot_imgs: ['/api/storage/get_file?_id=file-2', '/api/storage/get_file?_id=file-1'],
        type: 1, plat_from: 'workflow', attachment: ['file-2', 'file-1'],
        subject: '数学', grade: '三年级', rec_time: CONTEXT.recTime,
      },
    }]);
    expect(dialog.getSnapshot()).toMatchObject({ open: false, message: '', errorType: undefined });
  });

  test('code 4 from the OCR port: the dialog says 提交失败 and stays open with its text', async () => {
    const { dialog, ocr } = setup();
    ocr.answerCode = 4;
    dialog.setErrorType(1);
    dialog.setMessage('错了');
    expect(await dialog.submit()).toEqual({ ok: false, message: '提交失败，请稍后重试' });
    expect(dialog.getSnapshot()).toMatchObject({ open: true, message: '错了', submitting: false });
  });
});

describe('OcrRecognition', () => {
  test('recognises through POST /v2/bpm/ocr/images params and builds the reject context', async () => {
    const ocr = new FakeOcr();
    const recognition = new OcrRecognition(ocr);
    await recognition.recognise({ questionId: 'q-9', imageUrl: ' https://img/x.png ', subject: '数学', grade: '二年级' }, () => new Date('2024-05-01T00:00:00Z'));
    expect(ocr.recognised[0]?.params).toEqual({ im_url: 'https://img/x.png', subject: '数学', from_src: 'workflow', delimeter: '\n', format: 'text' });
    expect(recognition.getSnapshot().text).toBe('识别的文字');
    expect(recognition.rejectContext()).toEqual({
      questionId: 'q-9', ocrUrl: 'https://img/x.png', recText: '识别的文字', subject: '数学', grade: '二年级', recTime: '2024-05-01T00:00:00.000Z',
    });
  });

  test('an empty image address is refused before any call', async () => {
    const ocr = new FakeOcr();
    const recognition = new OcrRecognition(ocr);
    await recognition.recognise({ questionId: 'q', imageUrl: ' ', subject: '', grade: '' });
    expect(recognition.getSnapshot().error).toBe('请输入图片地址');
    expect(ocr.recognised).toHaveLength(0);
    expect(recognition.rejectContext()).toBeUndefined();
  });
});
