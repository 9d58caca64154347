import type { Control, ControlOption, ModuleId, TableColumn } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';
import { requireControlType } from '../../../domain/controls/registry';
import { createTableColumn } from '../../../domain/controls/table-column';

export function control(moduleId: ModuleId, id: string, change: Partial<Control> = {}): Control {
  const base = requireControlType(moduleId).create(id);
  return { ...base, ...change, config: { ...base.config, title: id, ...(change.config ?? {}) }, props: { ...base.props, ...(change.props ?? {}) } };
}

export const options = (...values: string[]): ControlOption[] => values.map((value, i) => ({ id: i + 1, value }));

export function column(moduleId: ModuleId, id: string, tableId: string, props: Record<string, unknown> = {}): TableColumn {
  const base = createTableColumn(requireControlType(moduleId), id, tableId, id);
  return { ...base, props: { ...base.props, ...props } };
}

export const form = (...controls: Control[]): Form => ({ id: 'f1', name: '测试表单', controls });
