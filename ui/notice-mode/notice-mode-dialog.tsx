// @feature-public: opened from the application center and the designer.
import { useEffect, useState } from 'react';
import { Alert, Modal, Radio, Space, Spin, Typography } from 'antd';
import { NoticeModeSetting } from '../../application/notice-mode/notice-mode';
import { NOTIFICATION_MODES, type NotificationMode } from '../../domain/model/notification-mode';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { useAppMessage } from '../hooks/app-message';

const HINTS: Record<NotificationMode, string> = {
  99: '有新的审批时发送消息并在顶部提醒',
  10: '只在待办数量中提醒，不弹出消息',
  0: '不发送该流程的任何提醒',
};

interface NoticeModeDialogProps {
  /** The flow whose mode is set; undefined closes the dialog. */
  flow: { id: string; name: string } | undefined;
  onClose: () => void;
}

/** The per-flow notification mode dialog (spec 2, 4): 正常提醒 99, 弱提醒 10, 不提醒 0; 99 when none is stored. */
export function NoticeModeDialog({ flow, onClose }: NoticeModeDialogProps) {
  const setting = useService(NoticeModeSetting);
  const state = useObservableValue(setting.state$, setting.getSnapshot());
  const message = useAppMessage();
  const [choice, setChoice] = useState<NotificationMode>(state.mode);
  // Inline, because the HTTP layer may already have toasted the same failure.
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    setFailure(undefined);
    if (flow) void setting.open(flow.id, flow.name);
  }, [flow, setting]);
  useEffect(() => setChoice(state.mode), [state.mode]);

  const save = async () => {
    const result = await setting.set(choice);
    if (result.ok) {
      void message.success(result.message);
      setting.close();
      onClose();
    } else {
      setFailure(result.message);
    }
  };

  return (
    <Modal
      className="notice-mode-dialog"
      open={!!flow}
      title={`提醒设置${flow ? ` - ${flow.name}` : ''}`}
      okText="保存"
      confirmLoading={state.saving}
      okButtonProps={{ disabled: state.loading }}
      onOk={() => void save()}
      onCancel={() => { setting.close(); onClose(); }}
      destroyOnHidden
    >
      {failure && <Alert className="notice-mode-failure" type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Spin spinning={state.loading}>
        <Radio.Group
          className="notice-mode-options"
          value={choice}
          onChange={(e) => setChoice(e.target.value as NotificationMode)}
        >
          <Space orientation="vertical" size={12}>
            {NOTIFICATION_MODES.map((mode) => (
              <Radio key={mode.value} value={mode.value} data-mode={mode.value}>
                <div>{mode.label}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{HINTS[mode.value]}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Spin>
    </Modal>
  );
}
