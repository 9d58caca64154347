import type { ReactNode } from 'react';
import { Button, Drawer, Modal } from 'antd';
import { useIsPhone } from '../hooks/use-is-phone';
import './org-picker.css';

export interface PickerDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onOk: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
  readonly width?: number;
}

/**
 * Where a picker of people or departments opens: a dialog on a desktop; on a phone a full-screen sheet (issue 41),
 * as DingTalk's 选择联系人 — a dialog there leaves the tree and the list a few rows each. 确定 hands the choice over.
 */
export function PickerDialog({ open, title, onOk, onCancel, children, width = 640 }: PickerDialogProps) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Drawer
        rootClassName="org-picker-sheet" placement="bottom" size="100%" open={open} title={title} onClose={onCancel} destroyOnHidden
        footer={(
          <div className="org-picker-sheet-footer">
            <Button onClick={onCancel}>取消</Button>
            <Button type="primary" onClick={onOk}>确定</Button>
          </div>
        )}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} width={width} okText="确定" cancelText="取消" destroyOnHidden onOk={onOk} onCancel={onCancel}>
      {children}
    </Modal>
  );
}
