import { useEffect, useState } from 'react';
import { App, Modal, Radio, Spin } from 'antd';
import { NOTIFICATION_MODES, type NotificationMode } from '../../../domain/model/notification-mode';
import { NoticeModeSetting } from '../../../application/designer/notice-mode-setting';
import { useObservableValue } from '../../hooks/use-observable-value';
import { useService } from '../../hooks/use-service';

/** The per-flow notification strength dialog (99 normal, 10 weak, 0 none). */
export function NoticeModeDialog({ open, modelId, onClose }: { open: boolean; modelId: string; onClose(): void }) {
  const setting = useService(NoticeModeSetting);
  const state = useObservableValue(setting.state$, setting.snapshot);
  const [mode, setMode] = useState<NotificationMode>(99);
  const { message } = App.useApp();
  useEffect(() => { if (open) void setting.load(modelId); }, [open, modelId, setting]);
  useEffect(() => { setMode(state.mode); }, [state.mode]);
  return (
    <Modal open={open} title="提醒强度设置" onCancel={onClose} okText="确定" cancelText="取消" confirmLoading={state.saving}
      onOk={async () => { if (await setting.set(mode)) { void message.success('设置成功'); onClose(); } }}>
      {state.loading ? <Spin /> : (
        <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as NotificationMode)}
          options={NOTIFICATION_MODES.map((m) => ({ value: m.value, label: m.label }))} />
      )}
    </Modal>
  );
}
