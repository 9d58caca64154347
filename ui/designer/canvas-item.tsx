import { memo, useMemo, type KeyboardEvent } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Control } from '../../domain/model/control';
import { ControlView } from '../controls/control-view';
import { useObservableValue } from '../hooks/use-observable-value';
import { controlDragId, type DragData, type DropData } from './dnd-ids';
import type { DropIndicator } from './drop-indicator';
import { useControl, useDesignerSession } from './use-designer';

export interface CanvasItemActions {
  remove(id: string): void;
  copy(id: string): void;
  move(id: string, delta: number): void;
}

interface CanvasItemProps {
  id: string;
  indicator: DropIndicator;
  actions: CanvasItemActions;
}

/**
 * One control on the canvas: its preview (the filler's ControlView in design mode) at its width, selectable,
 * draggable, and a drop target. It listens to its own control and selection only, so editing another control
 * never re-renders it.
 */
export const CanvasItem = memo(function CanvasItem({ id, indicator, actions }: CanvasItemProps) {
  const session = useDesignerSession();
  const control = useControl(id);
  const selected = useObservableValue(session.isSelected$(id), false);
  const dropPosition = useObservableValue(indicator.position$(id), undefined);
  const dragData: DragData = { kind: 'control', id };
  const dropData: DropData = { kind: 'control', id };
  const drag = useDraggable({ id: controlDragId(id), data: dragData });
  const drop = useDroppable({ id: controlDragId(id), data: dropData });
  if (!control) return null;
  const width = control.config.width ?? 100;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      session.select(id);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      actions.move(id, event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      actions.remove(id);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      actions.copy(id);
    }
  };

  const className = ['canvas-item', selected && 'is-selected', drag.isDragging && 'is-dragging',
    dropPosition === 'before' && 'drop-before', dropPosition === 'after' && 'drop-after'].filter(Boolean).join(' ');
  return (
    <div
      ref={(node) => { drag.setNodeRef(node); drop.setNodeRef(node); }}
      className={className}
      style={{ width: `${width}%` }}
      data-canvas-id={id}
      data-module-id={control.moduleId}
      role="button"
      aria-pressed={selected}
      aria-label={`${control.config.title}（Alt+↑/↓ 移动，Delete 删除，Ctrl+D 复制）`}
      tabIndex={0}
      onClick={() => session.select(id)}
      onKeyDown={onKeyDown}
      {...drag.listeners}
      // dnd-kit's own attributes would override role/tabIndex; only the description is kept.
      aria-describedby={drag.attributes['aria-describedby']}
    >
      {control.config.hidden && <Tag className="canvas-item-hidden-tag" color="default">隐藏</Tag>}
      {selected && (
        <div className="canvas-item-tools" onClick={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()}>
          <Tooltip title="上移"><Button size="small" type="text" aria-label="上移" onClick={() => actions.move(id, -1)}>↑</Button></Tooltip>
          <Tooltip title="下移"><Button size="small" type="text" aria-label="下移" onClick={() => actions.move(id, 1)}>↓</Button></Tooltip>
          <Button size="small" type="text" onClick={() => actions.copy(id)}>复制</Button>
          <Button size="small" type="text" danger onClick={() => actions.remove(id)}>删除</Button>
        </div>
      )}
      <Preview control={control} />
    </div>
  );
});

/** The control as the applicant will see it, at full width of its item (the item carries the width). */
const Preview = memo(function Preview({ control }: { control: Control }) {
  const full = useMemo(() => ({ ...control, config: { ...control.config, width: 100 as const } }), [control]);
  return (
    <div className="canvas-item-preview">
      <ControlView control={full} value={control.props.value} mode="design" />
    </div>
  );
});
