import { useHistoryShortcuts } from '../hooks/use-history-shortcuts';
import { useDesignerSession } from './use-designer';

/** Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) on the form designer's model changes. */
export function useUndoShortcuts(): void {
  useHistoryShortcuts(useDesignerSession());
}
