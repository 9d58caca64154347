import { useEffect } from 'react';

/** Anything with a command history: the form designer's session, the flow designer's session. */
export interface UndoableHistory {
  undo(): void;
  redo(): void;
}

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes, also while typing in a panel or drawer; the rich-text
 * editor (contenteditable) keeps its own history.
 */
export function useHistoryShortcuts(history: UndoableHistory): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('[contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        history.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        history.redo();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [history]);
}
