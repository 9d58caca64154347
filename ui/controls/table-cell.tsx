import { memo } from 'react';
import type { TableColumn } from '../../domain/model/control';
import type { ControlBodyProps, ControlContext } from './control-props';
import { getControlComponent } from './control-lookup';
import { ControlBodySlot } from './control-body-slot';

export interface TableCellProps {
  column: TableColumn;
  value: unknown;
  mode: ControlBodyProps['mode'];
  disabled: boolean;
  error?: string;
  context: ControlContext;
  onChange(value: unknown): void;
  onBlur(): void;
}

/** One cell of a table: its column's control, compact; re-rendered only when its own value or error changes. */
export const TableCell = memo(function TableCell({ column, value, mode, disabled, error, context, onChange, onBlur }: TableCellProps) {
  const entry = getControlComponent(column.moduleId);
  if (!entry) return null;
  return <ControlBodySlot entry={entry} control={column} value={value} mode={mode} disabled={disabled} error={error} context={context} onChange={onChange} onBlur={onBlur} />;
}, (a, b) => a.value === b.value && a.error === b.error && a.disabled === b.disabled && a.mode === b.mode && a.column === b.column);

