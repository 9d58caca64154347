import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { controlTypes } from '../../domain/controls/registry';
import type { ControlType, PaletteGroup } from '../../domain/controls/control-type';
import { paletteDragId, type DragData } from './dnd-ids';

const GROUP_ORDER: readonly PaletteGroup[] = ['基础控件', '选择控件', '高级控件', '布局与展示'];

interface PaletteProps {
  /** Keyboard / click way to add: inserts after the selected control (or at the end). */
  onAdd(moduleId: number): void;
}

/** The control list, grouped; drag an item onto the canvas, or press Enter / click to add it. */
export const Palette = memo(function Palette({ onAdd }: PaletteProps) {
  return (
    <aside className="designer-palette" aria-label="控件库">
      {GROUP_ORDER.map((group) => (
        <section key={group} className="designer-palette-group">
          <h5>{group}</h5>
          <div className="designer-palette-items">
            {controlTypes.filter((t) => t.group === group).map((type) => (
              <PaletteItem key={type.moduleId} type={type} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </aside>
  );
});

function PaletteItem({ type, onAdd }: { type: ControlType; onAdd(moduleId: number): void }) {
  const data: DragData = { kind: 'palette', moduleId: type.moduleId };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: paletteDragId(type.moduleId), data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="designer-palette-item"
      data-module-id={type.moduleId}
      title={`拖到画布，或按回车添加：${type.name}`}
      {...attributes}
      {...listeners}
      // dnd-kit's keyboard listener would capture Enter/Space: the keyboard way here is "add".
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onAdd(type.moduleId);
        }
      }}
      onClick={() => onAdd(type.moduleId)}
    >
      {type.name}
    </button>
  );
}
