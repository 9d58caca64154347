import { useState } from 'react';
import { Alert, Input, Modal, Upload } from 'antd';
import type { FormJsonError } from '../../../domain/model/form-json';
import { designerMessages } from '../../../application/designer/designer-messages';
import { useDesignerSession } from '../use-designer';

/** Imports a form from JSON (the domain format); invalid input lists each error with its field path. */
export function JsonImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const session = useDesignerSession();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FormJsonError[]>([]);
  const close = () => { setText(''); setErrors([]); onClose(); };
  const submit = () => {
    const result = session.importJson(text);
    if (result.ok) close();
    else setErrors(result.errors);
  };
  return (
    <Modal open={open} title="导入 JSON" okText="导入" cancelText="取消" onOk={submit} onCancel={close} width={640} destroyOnHidden>
      <Upload accept=".json,application/json" showUploadList={false} beforeUpload={(file) => {
        void file.text().then((content) => { setText(content); setErrors([]); });
        return false;
      }}>
        <a>选择 JSON 文件</a>
      </Upload>
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={10} placeholder="粘贴表单 JSON" style={{ marginTop: 8 }}
        aria-label="表单 JSON" />
      {errors.length > 0 && (
        <Alert type="error" showIcon style={{ marginTop: 8 }} title={designerMessages.importInvalid}
          description={(
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 200, overflow: 'auto' }} data-testid="import-errors">
              {errors.slice(0, 50).map((e, i) => <li key={i}>{e.path ? <code>{e.path}</code> : null}{e.path ? '：' : ''}{e.message}</li>)}
            </ul>
          )} />
      )}
    </Modal>
  );
}
