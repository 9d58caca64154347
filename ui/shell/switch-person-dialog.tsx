import { useState } from 'react';
import { Modal } from 'antd';
import { MemberPickerPanel } from '../org-picker';

interface SwitchPersonDialogProps {
  readonly currentUserId: string | undefined;
  readonly onSwitch: (userId: string) => void;
  readonly onCancel: () => void;
}

/**
 * Demo only: sign this tab in as anyone of the organisation — search by name or department, or browse the
 * department tree (issue 17). Loaded on demand: the shell of every route does not carry the picker.
 */
export default function SwitchPersonDialog({ currentUserId, onSwitch, onCancel }: SwitchPersonDialogProps) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <Modal
      open
      className="switch-person-dialog"
      title="切换身份"
      okText="切换"
      cancelText="取消"
      width={640}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => picked[0] && onSwitch(picked[0])}
      onCancel={onCancel}
    >
      <MemberPickerPanel value={picked} onChange={setPicked} multiple={false} disabledIds={currentUserId ? [currentUserId] : []} />
    </Modal>
  );
}
