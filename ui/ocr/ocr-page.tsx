import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { OcrRecognition } from '../../application/ocr/ocr-recognition';
import { OcrRejectDialog as RejectDialogUseCase } from '../../application/ocr/ocr-reject-dialog';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { formatTime } from '../approvals/format-time';
import { OcrRejectDialog } from './ocr-reject-dialog';

const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治'];
const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三'];

/** /ocr: recognise a question image, look at the result, and report a recognition problem with the reject dialog. */
export default function OcrPage() {
  const recognition = useService(OcrRecognition);
  const dialog = useService(RejectDialogUseCase);
  const state = useObservableValue(recognition.state$, recognition.getSnapshot());
  const [questionId, setQuestionId] = useState(state.request?.questionId ?? 'q-1001');
  const [imageUrl, setImageUrl] = useState(state.request?.imageUrl ?? '');
  const [subject, setSubject] = useState(state.request?.subject ?? '数学');
  const [grade, setGrade] = useState(state.request?.grade ?? '三年级');

  const openReject = () => {
    const context = recognition.rejectContext();
    if (context) dialog.open(context);
  };

  return (
    <PageFrame title="OCR识别问题">
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Form layout="vertical" component="div" className="ocr-form">
            <Form.Item label="题目 ID"><Input aria-label="题目 ID" value={questionId} onChange={(e) => setQuestionId(e.target.value)} /></Form.Item>
            <Form.Item label="图片地址" required>
              <Input aria-label="图片地址" className="ocr-image-url" placeholder="https://…/question.png" value={imageUrl} onChange={(e) => setImageUrl(e.target.value)} />
            </Form.Item>
            <Space>
              <Form.Item label="学科"><Select aria-label="学科" style={{ width: 140 }} value={subject} onChange={setSubject} options={SUBJECTS.map((s) => ({ value: s, label: s }))} /></Form.Item>
              <Form.Item label="年级"><Select aria-label="年级" style={{ width: 140 }} value={grade} onChange={setGrade} options={GRADES.map((g) => ({ value: g, label: g }))} /></Form.Item>
            </Space>
            <Button type="primary" className="ocr-recognise" loading={state.loading}
              onClick={() => void recognition.recognise({ questionId: questionId.trim(), imageUrl, subject, grade })}>
              开始识别
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="识别结果" className="ocr-result"
            extra={state.text !== undefined && (
              <Button danger size="small" className="ocr-reject-open" onClick={openReject}>识别有误，反馈问题</Button>
            )}>
            {state.error && <Alert type="error" showIcon title={state.error} />}
            {state.text === undefined && !state.error && <Typography.Text type="secondary">输入图片地址后点击“开始识别”</Typography.Text>}
            {state.text !== undefined && (
              <>
                <Typography.Paragraph className="ocr-text" style={{ whiteSpace: 'pre-wrap' }}>{state.text}</Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>识别时间：{formatTime(state.recognisedAt)}</Typography.Text>
              </>
            )}
          </Card>
        </Col>
      </Row>
      <OcrRejectDialog />
    </PageFrame>
  );
}
