import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { MemberPickerPanel } from './member-picker-panel';

export interface MemberPickerDialogProps {
  readonly open: boolean;
  readonly title?: string;
  readonly value: readonly string[];
  readonly multiple?: boolean;
  readonly disabledIds?: readonly string[];
  readonly onOk: (ids: string[]) => void;
  readonly onCancel: () => void;
}

/** The member picker in a dialog: the choice is handed over on 确定 only. */
export function MemberPickerDialog({ open, title = '选择成员', value, multiple = true, disabledIds, onOk, onCancel }: MemberPickerDialogProps) {
  const [draft, setDraft] = useState<string[]>([...value]);
  useEffect(() => {
    if (open) setDraft([...value]);
  }, [open, value]);
  return (
    <Modal open={open} title={title} width={640} okText="确定" cancelText="取消" destroyOnHidden onOk={() => onOk(draft)} onCancel={onCancel}>
      <MemberPickerPanel value={draft} onChange={setDraft} multiple={multiple} disabledIds={disabledIds} />
    </Modal>
  );
}
