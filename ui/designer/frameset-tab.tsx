import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { App, Button, Result, Spin } from 'antd';
import {
  DndContext, DragOverlay, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragMoveEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { getControlType } from '../../domain/controls/registry';
import { preloadAllControlComponents, preloadAllControlPanels } from '../controls/registry';
import type { ModuleId } from '../../domain/model/control';
import { Canvas } from './canvas';
import type { CanvasItemActions } from './canvas-item';
import type { DragData, DropData } from './dnd-ids';
import { DropIndicator } from './drop-indicator';
import { DesignerToolbar } from './designer-toolbar';
import { Palette } from './palette';
import { ProblemsList } from './problems-list';
import { PropertyPanel } from './property-panel';
import { useConfirmDelete } from './use-confirm-delete';
import { useDesignerSelector, useDesignerSession } from './use-designer';
import type { DesignerState } from '../../application/designer/designer-session';
import { useLeaveGuard } from './use-leave-guard';
import { useUndoShortcuts } from './use-undo-shortcuts';
import './designer.css';

// Pointer first (what is under the cursor), then overlap: the gap below the last row still hits the end zone.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

// Scroll only near the very edge of the canvas, so dropping at the end of a long form stays calm.
const AUTO_SCROLL = { threshold: { x: 0, y: 0.08 } };

const frameSlice = (s: DesignerState) => ({ status: s.status, error: s.error, modelId: s.modelId, formName: s.form.name });

/** /flow-set/:id/frameset: palette, canvas and property panel of the form designer. */
export default function FramesetTab() {
  const { id = '' } = useParams();
  const session = useDesignerSession();
  // Only what the frame shows: typing in the panel must not re-render the frame (and every canvas row).
  const { status, error, modelId, formName } = useDesignerSelector(frameSlice);
  const indicator = useMemo(() => new DropIndicator(), []);
  const confirmDelete = useConfirmDelete();
  const [dragging, setDragging] = useState<DragData | undefined>();
  const { message } = App.useApp();

  useEffect(() => {
    const snapshot = session.snapshot;
    // The session outlives the tab: switching designer tabs keeps unsaved work; another flow loads afresh.
    if (snapshot.modelId !== id || snapshot.status === 'error' || snapshot.status === 'idle') void session.load(id);
  }, [session, id]);
  // Any type can be dropped on the canvas and selected: fetch every control component and panel now.
  useEffect(() => {
    void preloadAllControlComponents().catch(() => undefined);
    void preloadAllControlPanels().catch(() => undefined);
  }, []);
  useLeaveGuard(id);
  useUndoShortcuts();

  const insertIndex = useCallback(() => {
    const { selectedId, form: current } = session.snapshot;
    const index = selectedId ? current.controls.findIndex((c) => c.id === selectedId) : -1;
    return index >= 0 ? index + 1 : current.controls.length;
  }, [session]);

  const onAdd = useCallback((moduleId: number) => {
    const newId = session.addControl(moduleId as ModuleId, insertIndex());
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-canvas-id="${newId}"]`)?.focus());
  }, [session, insertIndex]);

  const actions: CanvasItemActions = useMemo(() => ({
    remove: (controlId) => confirmDelete(controlId, () => session.removeControl(controlId)),
    copy: (controlId) => {
      const copyId = session.copyControl(controlId);
      if (copyId) void message.success('已复制');
    },
    move: (controlId, delta) => {
      const controls = session.snapshot.form.controls;
      const from = controls.findIndex((c) => c.id === controlId);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= controls.length) return;
      session.moveControl(from, to);
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-canvas-id="${controlId}"]`)?.focus());
    },
  }), [session, confirmDelete, message]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const onDragStart = (event: DragStartEvent) => setDragging(event.active.data.current as DragData);
  const onDragMove = (event: DragMoveEvent) => {
    const over = event.over;
    const data = over?.data.current as DropData | undefined;
    if (!over || !data || data.kind !== 'control' || `control:${data.id}` === event.active.id) {
      indicator.set(undefined);
      return;
    }
    const start = event.activatorEvent as PointerEvent | null;
    if (!start || typeof start.clientX !== 'number') return;
    // Where the pointer is now, against the row under it: the upper half (or the left quarter of a
    // narrow row sharing its line with others) means "before".
    const px = start.clientX + event.delta.x;
    const py = start.clientY + event.delta.y;
    const rect = over.rect;
    const wide = rect.width >= (document.querySelector('[data-testid="canvas-list"]')?.clientWidth ?? Infinity) * 0.75;
    const dy = py - (rect.top + rect.height / 2);
    const before = wide || Math.abs(dy) > rect.height / 4 ? dy < 0 : px < rect.left + rect.width / 2;
    indicator.set({ id: data.id, position: before ? 'before' : 'after' });
  };
  const onDragEnd = (event: DragEndEvent) => {
    const target = indicator.current;
    indicator.set(undefined);
    setDragging(undefined);
    const data = event.active.data.current as DragData | undefined;
    const over = event.over?.data.current as DropData | undefined;
    if (!data || !over) return;
    const controls = session.snapshot.form.controls;
    let index = controls.length;
    if (over.kind === 'control') {
      const overIndex = controls.findIndex((c) => c.id === over.id);
      index = target?.id === over.id && target.position === 'before' ? overIndex : overIndex + 1;
    }
    if (data.kind === 'palette') {
      session.addControl(data.moduleId as ModuleId, index);
      return;
    }
    const from = controls.findIndex((c) => c.id === data.id);
    if (from < 0) return;
    session.moveControl(from, index > from ? index - 1 : index);
  };

  if (status === 'error') {
    return (
      <Result status="error" title={error ?? '加载失败'}
        extra={<Button type="primary" onClick={() => void session.load(id)}>重新加载</Button>} />
    );
  }
  if (status !== 'ready' || modelId !== id) return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;

  return (
    <div className="designer-frameset page-frame" data-page-title="表单设计">
      <DesignerToolbar modelId={id} />
      <ProblemsList />
      <DndContext sensors={sensors} collisionDetection={collision} autoScroll={AUTO_SCROLL} onDragStart={onDragStart} onDragMove={onDragMove}
        onDragEnd={onDragEnd} onDragCancel={() => { indicator.set(undefined); setDragging(undefined); }}>
        <div className="designer-body">
          <Palette onAdd={onAdd} />
          <Canvas indicator={indicator} actions={actions} title={formName || '未命名表单'} />
          <PropertyPanel onRemove={actions.remove} />
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && <DragGhost data={dragging} />}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

function DragGhost({ data }: { data: DragData }) {
  const session = useDesignerSession();
  const label = data.kind === 'palette'
    ? getControlType(data.moduleId)?.name
    : session.controlById(data.id)?.config.title;
  return <div className="designer-palette-item" style={{ width: 160, boxShadow: '0 4px 12px rgba(0,0,0,.15)' }}>{label}</div>;
}
