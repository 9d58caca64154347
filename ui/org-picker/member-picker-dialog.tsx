import { useEffect, useState } from 'react';
import { MemberPickerPanel } from './member-picker-panel';
import { PickerDialog } from './picker-dialog';

export interface MemberPickerDialogProps {
  readonly open: boolean;
  readonly title?: string;
  readonly value: readonly string[];
  readonly multiple?: boolean;
  readonly disabledIds?: readonly string[];
  readonly onOk: (ids: string[]) => void;
  readonly onCancel: () => void;
}

/** The member picker in a dialog (a full-screen sheet on a phone): the choice is handed over on 确定 only. */
export function MemberPickerDialog({ open, title = '选择成员', value, multiple = true, disabledIds, onOk, onCancel }: MemberPickerDialogProps) {
  const [draft, setDraft] = useState<string[]>([...value]);
  useEffect(() => {
    if (open) setDraft([...value]);
  }, [open, value]);
  return (
    <PickerDialog open={open} title={title} onOk={() => onOk(draft)} onCancel={onCancel}>
      <MemberPickerPanel value={draft} onChange={setDraft} multiple={multiple} disabledIds={disabledIds} />
    </PickerDialog>
  );
}
