import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useObservableValue } from '../hooks/use-observable-value';
import { CanvasItem, type CanvasItemActions } from './canvas-item';
import { CANVAS_END_ID, type DropData } from './dnd-ids';
import type { DropIndicator } from './drop-indicator';
import { useDesignerSession } from './use-designer';

interface CanvasProps {
  indicator: DropIndicator;
  actions: CanvasItemActions;
  title: string;
}

/** The form being designed: the rows re-render only when the order of controls changes. */
export const Canvas = memo(function Canvas({ indicator, actions, title }: CanvasProps) {
  const session = useDesignerSession();
  const order = useObservableValue(session.order$, session.snapshot.form.controls.map((c) => c.id));
  return (
    <div className="designer-canvas-wrap" onClick={(e) => { if (e.target === e.currentTarget) session.select(undefined); }}>
      <div className="designer-canvas" aria-label="画布">
        <h3 style={{ textAlign: 'center', margin: '0 0 12px' }}>{title}</h3>
        <div className="designer-canvas-list" data-testid="canvas-list">
          {order.map((id) => <CanvasItem key={id} id={id} indicator={indicator} actions={actions} />)}
        </div>
        {/* Outside the list, so it can grow to the canvas bottom (designer.css). */}
        <CanvasEnd empty={order.length === 0} />
      </div>
    </div>
  );
});

/** The drop zone after the last control, down to the canvas bottom (the whole canvas while the form is empty). */
function CanvasEnd({ empty }: { empty: boolean }) {
  const data: DropData = { kind: 'end' };
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_END_ID, data });
  if (empty) {
    return (
      <div ref={setNodeRef} className={`canvas-end designer-canvas-empty${isOver ? ' is-over' : ''}`}>
        从左侧拖入控件，或在控件库中按回车添加
      </div>
    );
  }
  return <div ref={setNodeRef} className={`canvas-end${isOver ? ' is-over' : ''}`} aria-hidden />;
}
