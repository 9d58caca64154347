import type { Control, TableColumn } from '../../../domain/model/control';

/** A control for tests: only what a rule reads. */
export function control(moduleId: number, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}, extra: Partial<Control> = {}): Control {
  return { id: extra.id ?? `c${moduleId}`, moduleId: moduleId as Control['moduleId'], name: 'x', config: { title: `控件${moduleId}`, ...config }, props, ...extra };
}

export function column(id: string, moduleId: number, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}): TableColumn {
  return { ...control(moduleId, props, config, { id }), colProps: { width: 80, fixed: 'none', isMinWidth: false } };
}

export const options = (...ids: number[]) => ids.map((id) => ({ id, value: `选项${id}` }));
