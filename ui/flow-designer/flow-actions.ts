import { createContext, useContext, useSyncExternalStore } from 'react';
import type { InsertPlace } from '../../domain/flow/edit';

/** What the cards of an editable canvas may ask; a read-only canvas provides none. */
export interface FlowCanvasActions {
  addNode(place: InsertPlace, type: string): void;
  open(id: string): void;
  removeNode(id: string): void;
  copyNode(id: string): void;
  addBranch(groupId: string): void;
  moveBranch(branchId: string, delta: -1 | 1): void;
  removeBranch(branchId: string): void;
  copyBranch(branchId: string): void;
}

/** How a read-only canvas marks a node (the instance view's states). */
export interface NodeMark {
  readonly state: 'done' | 'current' | 'skipped' | 'waiting' | 'autoPassed' | 'rejected';
  /** e.g. 张三 已同意 · 03-05 10:00 */
  readonly detail?: string;
  /** 子流程: the child instance's page. */
  readonly link?: { readonly href: string; readonly text: string };
}

/** The selected card's id, read by each card for itself (a selection change re-renders two cards, not all). */
export interface SelectionSource {
  get(): string | undefined;
  subscribe(listener: () => void): () => void;
}

export interface FlowCanvasContext {
  readonly actions: FlowCanvasActions | undefined;
  readonly selection: SelectionSource | undefined;
  /** Ids of nodes / branches with a pre-publish problem (a red outline). */
  readonly problemIds: ReadonlySet<string>;
  readonly marks: ReadonlyMap<string, NodeMark> | undefined;
}

export const CanvasContext = createContext<FlowCanvasContext>({ actions: undefined, selection: undefined, problemIds: new Set(), marks: undefined });

export const useCanvas = (): FlowCanvasContext => useContext(CanvasContext);

const NO_SELECTION: SelectionSource = { get: () => undefined, subscribe: () => () => undefined };

/** Whether the card `id` is the selected one. */
export function useIsSelected(id: string): boolean {
  const source = useCanvas().selection ?? NO_SELECTION;
  return useSyncExternalStore(source.subscribe, () => source.get() === id);
}
