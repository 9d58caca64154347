import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Button, Popconfirm, Spin } from 'antd';
import type { RejectImage } from '../../application/ocr/ocr-reject-dialog';
import { approvalMessages } from '../../application/shared/approval-messages';

interface SortableImageListProps {
  images: readonly RejectImage[];
  onMove: (from: number, to: number) => void;
  onRemove: (fileId: string) => void;
  onPreview: (image: RejectImage) => void;
}

const SIZE = 96;

/** One thumbnail: dragged by its picture, dropped on another thumbnail to take its place. */
function Thumb({ image, index, onRemove, onPreview }: { image: RejectImage; index: number } & Pick<SortableImageListProps, 'onRemove' | 'onPreview'>) {
  const drag = useDraggable({ id: image.fileId });
  const drop = useDroppable({ id: image.fileId });
  const style: React.CSSProperties = {
    width: SIZE, position: 'relative', borderRadius: 6, overflow: 'hidden',
    border: `1px solid ${drop.isOver && !drag.isDragging ? '#1677ff' : '#d9d9d9'}`, background: '#fafafa',
    transform: drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined,
    zIndex: drag.isDragging ? 2 : undefined, boxShadow: drag.isDragging ? '0 6px 16px rgba(0,0,0,.2)' : undefined,
  };
  return (
    <div ref={drop.setNodeRef} className="reject-image" data-file-id={image.fileId} data-index={index} style={style}>
      <div
        ref={drag.setNodeRef}
        {...drag.listeners}
        {...drag.attributes}
        className="reject-image-handle"
        title="拖动调整顺序"
        style={{ height: SIZE, cursor: 'grab', touchAction: 'none' }}
        onDoubleClick={() => onPreview(image)}
      >
        {image.uploading
          ? <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}><Spin size="small" /></div>
          : <img src={image.url} alt={image.name} draggable={false} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0 4px' }}>
        <Button type="link" size="small" style={{ padding: 0 }} disabled={image.uploading} onClick={() => onPreview(image)}>预览</Button>
        <Popconfirm title={approvalMessages.confirmDeleteImage} okText="删除" cancelText="取消" onConfirm={() => onRemove(image.fileId)}>
          <Button type="link" danger size="small" className="reject-image-delete" style={{ padding: 0 }}>删除</Button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** Screenshots that can be reordered by dragging (spec 4) and deleted after a confirmation (spec 8). */
export function SortableImageList({ images, onMove, onRemove, onPreview }: SortableImageListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((i) => i.fileId === active.id);
    const to = images.findIndex((i) => i.fileId === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="reject-images" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {images.map((image, index) => (
          <Thumb key={image.fileId} image={image} index={index} onRemove={onRemove} onPreview={onPreview} />
        ))}
      </div>
    </DndContext>
  );
}
