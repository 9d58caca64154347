import { useHistoryShortcuts } from '../hooks/use-history-shortcuts';
import { useFlowSession } from './use-flow-designer';

/** Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) on the flow designer's changes. */
export function useFlowUndoShortcuts(): void {
  useHistoryShortcuts(useFlowSession());
}
