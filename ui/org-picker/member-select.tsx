import { useState } from 'react';
import { Button, Tag } from 'antd';
import { MemberPickerDialog } from './member-picker-dialog';
import { useOrgDirectory } from './use-org-directory';

export interface MemberSelectProps {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly multiple?: boolean;
  readonly disabledIds?: readonly string[];
  /** The button's text and the dialog's title. */
  readonly label?: string;
  readonly disabled?: boolean;
  readonly 'aria-invalid'?: boolean;
}

/** A form field of people: the picked ones as tags, and a button that opens the member picker. */
export function MemberSelect({ value, onChange, multiple = true, disabledIds, label = '选择成员', disabled, ...rest }: MemberSelectProps) {
  const directory = useOrgDirectory();
  const [open, setOpen] = useState(false);
  return (
    <div className="org-picker-field" aria-invalid={rest['aria-invalid']}>
      {value.map((id) => (
        <Tag key={id} closable={!disabled} onClose={(event) => { event.preventDefault(); onChange(value.filter((x) => x !== id)); }}>
          {directory?.userName(id) ?? id}
        </Tag>
      ))}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>{label}</Button>
      <MemberPickerDialog
        open={open}
        title={label}
        value={value}
        multiple={multiple}
        disabledIds={disabledIds}
        onOk={(ids) => { setOpen(false); onChange(ids); }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
