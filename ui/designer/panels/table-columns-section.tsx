import { useState } from 'react';
import { Button, Checkbox, Dropdown, Input, InputNumber, Modal, Select, Space, Switch, Tag } from 'antd';
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { ColProps, Control, ModuleId, TableColumn } from '../../../domain/model/control';
import { controlTypes, getControlType } from '../../../domain/controls/registry';
import * as d from '../../../domain/designer';
import { addColumn, columnsOf } from '../../../application/designer/form-edits';
import { useConfirmDelete } from '../use-confirm-delete';
import { useDesignerSession } from '../use-designer';
import { FormulaEditorDialog } from '../dialogs/formula-editor-dialog';
import { PanelField, PanelSection } from './panel-section';
import { DragHandleIcon } from '../../icons/glyph-icons';

const FIXED = [{ value: 'none', label: '不固定' }, { value: 'left', label: '固定在左' }, { value: 'right', label: '固定在右' }];
/** The types a column may be (read when drawn: a registered type is offered too). */
const cellTypes = () => controlTypes.filter((t) => t.capabilities.tableCell && !t.capabilities.columns);

/** Table field editor: add, edit, drag and delete columns; width, min/fixed width, fixed side; footer sum. */
export function TableColumnsSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<string | undefined>();
  const id = control.id;
  const columns = columnsOf(control);
  const numberColumns = d.numberColumns(control);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragEnd = (event: DragEndEvent) => {
    const from = columns.findIndex((c) => `col:${c.id}` === event.active.id);
    const to = columns.findIndex((c) => `col:${c.id}` === event.over?.id);
    if (from >= 0 && to >= 0 && from !== to) session.edit(id, 'moveColumn', (t) => d.moveColumn(t, from, to));
  };
  const editingColumn = columns.find((c) => c.id === editing);
  return (
    <PanelSection title="表格字段">
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div data-testid="table-columns">
          {columns.map((column, index) => (
            <ColumnRow key={column.id} table={control} column={column} index={index} count={columns.length}
              onEdit={() => setEditing(column.id)}
              onDelete={() => confirmDelete(column.id, () => session.edit(id, 'deleteColumn', (t) => d.deleteColumn(t, column.id)))} />
          ))}
        </div>
      </DndContext>
      <Dropdown trigger={['click']} menu={{
        items: cellTypes().map((t) => ({ key: String(t.moduleId), label: t.name })),
        onClick: ({ key }) => session.apply('addColumn', (f) => addColumn(f, id, Number(key) as ModuleId)),
      }}>
        <Button size="small" style={{ marginBottom: 8 }}>添加列</Button>
      </Dropdown>
      <PanelField label="合计">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Checkbox checked={control.props.showSummary === true} onChange={(e) => session.edit(id, 'showSummary', (t) => d.setShowSummary(t, e.target.checked))}>
            显示合计行（总计：）
          </Checkbox>
          {control.props.showSummary === true && (
            <Select mode="multiple" style={{ width: '100%' }} placeholder={numberColumns.length ? '合计的数字列（不选为全部）' : '没有数字列'}
              aria-label="合计列" value={control.props.summaryColumns ?? []}
              options={numberColumns.map((c) => ({ value: c.id, label: c.config.title }))}
              onChange={(ids: string[]) => session.edit(id, 'summaryColumns', (t) => d.setSummaryColumns(t, ids))} />
          )}
        </Space>
      </PanelField>
      <ColumnEditDialog table={control} column={editingColumn} onClose={() => setEditing(undefined)} />
    </PanelSection>
  );
}

interface ColumnRowProps {
  table: Control;
  column: TableColumn;
  index: number;
  count: number;
  onEdit(): void;
  onDelete(): void;
}

function ColumnRow({ table, column, index, count, onEdit, onDelete }: ColumnRowProps) {
  const session = useDesignerSession();
  const drag = useDraggable({ id: `col:${column.id}` });
  const drop = useDroppable({ id: `col:${column.id}` });
  const tid = table.id;
  const colProps: ColProps = column.colProps ?? { width: 80, fixed: 'none', isMinWidth: false };
  const style = {
    border: '1px solid #f0f0f0', borderRadius: 6, padding: 6, marginBottom: 6, background: drop.isOver ? '#e6f4ff' : '#fff',
    opacity: drag.isDragging ? 0.5 : 1,
    transform: drag.transform ? `translate(${drag.transform.x}px, ${drag.transform.y}px)` : undefined,
  };
  return (
    <div ref={(node) => { drag.setNodeRef(node); drop.setNodeRef(node); }} style={style} data-column-id={column.id}>
      <Space size={4} style={{ width: '100%', marginBottom: 4 }}>
        <span {...drag.listeners} {...drag.attributes} aria-label="拖动排序" style={{ cursor: 'grab', padding: '0 4px', color: '#8c8c8c' }}><DragHandleIcon /></span>
        <Input size="small" value={column.config.title} aria-label={`列${index + 1}标题`} style={{ width: 130 }}
          onChange={(e) => session.edit(tid, 'columnTitle', (t) => d.editColumn(t, column.id, (c) => ({ ...c, name: e.target.value, config: { ...c.config, title: e.target.value } })), `coltitle:${column.id}`)} />
        <Tag>{getControlType(column.moduleId)?.name}</Tag>
        <Button size="small" type="text" aria-label="左移" disabled={index === 0} onClick={() => session.edit(tid, 'moveColumn', (t) => d.moveColumn(t, index, index - 1))}>↑</Button>
        <Button size="small" type="text" aria-label="右移" disabled={index === count - 1} onClick={() => session.edit(tid, 'moveColumn', (t) => d.moveColumn(t, index, index + 1))}>↓</Button>
      </Space>
      <Space size={4} wrap>
        <InputNumber size="small" min={1} precision={0} value={colProps.width} suffix="px" aria-label="列宽" style={{ width: 90 }}
          onChange={(v) => v && session.edit(tid, 'colWidth', (t) => d.setColumnWidth(t, column.id, Number(v)), `colwidth:${column.id}`)} />
        <Select size="small" value={colProps.isMinWidth ? 'min' : 'fixed'} style={{ width: 96 }} aria-label="宽度方式"
          options={[{ value: 'min', label: '最小宽度' }, { value: 'fixed', label: '固定宽度' }]}
          onChange={(v: string) => session.edit(tid, 'colMinWidth', (t) => d.setColumnMinWidth(t, column.id, v === 'min'))} />
        <Select size="small" value={colProps.fixed} style={{ width: 96 }} options={FIXED} aria-label="固定列"
          onChange={(v: ColProps['fixed']) => session.edit(tid, 'colFixed', (t) => d.setColumnFixed(t, column.id, v))} />
        <Button size="small" type="link" onClick={onEdit}>编辑</Button>
        <Button size="small" type="link" danger onClick={onDelete}>删除</Button>
      </Space>
    </div>
  );
}

/** Edits a column's own settings (title, required, hint; a calculator column's formula). */
function ColumnEditDialog({ table, column, onClose }: { table: Control; column: TableColumn | undefined; onClose(): void }) {
  const session = useDesignerSession();
  const [formulaOpen, setFormulaOpen] = useState(false);
  const update = (fn: (c: TableColumn) => TableColumn, key?: string) => column && session.edit(table.id, 'editColumn', (t) => d.editColumn(t, column.id, fn), key);
  return (
    <Modal open={column !== undefined} title={`编辑列：${column?.config.title ?? ''}`} footer={null} onCancel={onClose} destroyOnHidden>
      {column && (
        <>
          <PanelField label="标题">
            <Input value={column.config.title} onChange={(e) => update((c) => ({ ...c, name: e.target.value, config: { ...c.config, title: e.target.value } }), `coltitle:${column.id}`)} />
          </PanelField>
          <PanelField label="提示文字">
            <Input value={column.config.tip ?? ''} onChange={(e) => update((c) => ({ ...c, config: { ...c.config, tip: e.target.value } }), `coltip:${column.id}`)} />
          </PanelField>
          <Space>
            <span>必填</span>
            <Switch size="small" checked={column.config.required === true} onChange={(v) => update((c) => ({ ...c, config: { ...c.config, required: v } }))} />
          </Space>
          {getControlType(column.moduleId)?.capabilities.formula && (
            <div style={{ marginTop: 12 }}>
              <Button onClick={() => setFormulaOpen(true)}>编辑公式</Button>
              <FormulaEditorDialog open={formulaOpen} control={column} objects={d.numberColumns(table).filter((c) => c.id !== column.id)}
                onClose={() => setFormulaOpen(false)}
                onSubmit={(formula, result) => update((c) => ({ ...c, props: { ...c.props, formula, result } }))} />
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
