import { Radio, Table } from 'antd';
import type { FieldPerm, FieldPerms } from '../../domain/flow';
import type { Control } from '../../domain/model/control';

const PERMS: ReadonlyArray<{ perm: FieldPerm; label: string }> = [
  { perm: 'edit', label: '可编辑' }, { perm: 'read', label: '只读' }, { perm: 'hidden', label: '隐藏' },
];

export interface FieldPermsTableProps {
  readonly controls: readonly Control[];
  readonly value: FieldPerms | undefined;
  /** What a control without a setting gets (edit for the start node, read for the others). */
  readonly fallback: FieldPerm;
  readonly onChange: (controlId: string, perm: FieldPerm) => void;
  readonly onChangeAll: (perm: FieldPerm) => void;
}

/** 字段权限: every form control with 可编辑 / 只读 / 隐藏; a column header sets the whole column. */
export function FieldPermsTable({ controls, value, fallback, onChange, onChangeAll }: FieldPermsTableProps) {
  const permOf = (id: string): FieldPerm => (value && Object.hasOwn(value, id) ? value[id]! : fallback);
  const all = (perm: FieldPerm) => controls.length > 0 && controls.every((control) => permOf(control.id) === perm);
  return (
    <Table<Control>
      className="flow-perm-table"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...controls]}
      locale={{ emptyText: '表单中还没有控件' }}
      columns={[
        { title: '表单字段', key: 'title', render: (_, control) => control.config?.title || control.name },
        ...PERMS.map(({ perm, label }) => ({
          key: perm,
          width: 76,
          align: 'center' as const,
          title: <Radio checked={all(perm)} onChange={() => onChangeAll(perm)} aria-label={`全部${label}`}>{label}</Radio>,
          render: (_: unknown, control: Control) => (
            <Radio checked={permOf(control.id) === perm} onChange={() => onChange(control.id, perm)} aria-label={`${control.config?.title ?? control.id} ${label}`} />
          ),
        })),
      ]}
    />
  );
}
