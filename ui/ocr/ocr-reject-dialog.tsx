import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Upload } from 'antd';
import { OcrRejectDialog as RejectDialogUseCase, type RejectImage } from '../../application/ocr/ocr-reject-dialog';
import { REJECT_TEXT_LIMIT } from '../../domain/model/reject-payload';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { ImagePreviewDialog } from '../uploads/image-preview-dialog';
import { SortableImageList } from './sortable-image-list';
import { useAppMessage } from '../hooks/app-message';

/**
 * The reject dialog for recognition (OCR) problems (spec 2, 4, 5): problem type, reason (≤ 800) and
 * screenshots. The rules live in the use case; warnings show for 1.5 s inside the dialog.
 */
export function OcrRejectDialog() {
  const dialog = useService(RejectDialogUseCase);
  const state = useObservableValue(dialog.state$, dialog.getSnapshot());
  const message = useAppMessage();
  const [preview, setPreview] = useState<RejectImage | undefined>();

  const submit = async () => {
    const result = await dialog.submit();
    if (result.ok) void message.success(result.message);
  };

  return (
    <Modal
      className="ocr-reject-dialog"
      open={state.open}
      title="识别问题反馈"
      okText="提交"
      confirmLoading={state.submitting}
      onOk={() => void submit()}
      onCancel={() => dialog.close()}
      width={640}
      destroyOnHidden
    >
      {state.warning && <Alert className="reject-warning" type="warning" showIcon title={state.warning} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label="问题类型" required>
          <Select
            className="reject-type"
            aria-label="问题类型"
            placeholder="请选择问题类型"
            allowClear
            value={state.errorType?.code}
            options={dialog.problemTypes.map((t) => ({ value: t.code, label: t.text }))}
            onChange={(code?: number) => dialog.setErrorType(code)}
          />
        </Form.Item>
        <Form.Item label="问题描述" required>
          <Input.TextArea
            className="reject-text"
            aria-label="问题描述"
            placeholder="请描述识别出现的问题"
            autoSize={{ minRows: 4, maxRows: 8 }}
            showCount={{
              formatter: ({ count }) => (
                <span style={{ color: count > REJECT_TEXT_LIMIT ? '#ff4d4f' : undefined }}>{count} / {REJECT_TEXT_LIMIT}</span>
              ),
            }}
            value={state.message}
            onChange={(e) => dialog.setMessage(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="问题截图" extra="拖动图片可调整顺序">
          <SortableImageList
            images={state.images}
            onMove={(from, to) => dialog.moveImage(from, to)}
            onRemove={(id) => dialog.removeImage(id)}
            onPreview={setPreview}
          />
          <Upload
            className="reject-upload"
            accept="image/*"
            multiple
            showUploadList={false}
            beforeUpload={(file) => { void dialog.addImage(file, file.name); return false; }}
          >
            <Button style={{ marginTop: 8 }} loading={state.uploading > 0}>上传截图</Button>
          </Upload>
        </Form.Item>
      </Form>
      <ImagePreviewDialog open={!!preview} src={preview?.url ?? ''} title={preview?.name} onClose={() => setPreview(undefined)} />
    </Modal>
  );
}
