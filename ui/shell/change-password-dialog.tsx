import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { SignInApi } from '../../application/ports/sign-in-api';
import { useAppMessage } from '../hooks/app-message';

interface Values { oldPassword: string; newPassword: string; confirm: string }

/** 修改密码 (user menu, real server): the old password, the new one twice; the server's refusal is shown here. */
export default function ChangePasswordDialog({ api, onClose }: { api: SignInApi; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const message = useAppMessage();

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.changePassword(values.oldPassword, values.newPassword);
      message.success('密码已修改，其他设备上的登录已退出');
      onClose();
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : '修改密码失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="修改密码" okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" rules={[{ required: true, message: '请输入新密码' }, { min: 8, message: '新密码至少需要 8 个字符' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({ validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))) }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
