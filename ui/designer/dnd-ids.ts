/** Ids of draggables and drop targets of the designer (dnd-kit ids are strings). */
export const paletteDragId = (moduleId: number) => `palette:${moduleId}`;
export const controlDragId = (id: string) => `control:${id}`;
export const CANVAS_END_ID = 'canvas:end';

export type DragData = { kind: 'palette'; moduleId: number } | { kind: 'control'; id: string };
export type DropData = { kind: 'control'; id: string } | { kind: 'end' };
