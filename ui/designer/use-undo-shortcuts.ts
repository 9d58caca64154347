import { useEffect } from 'react';
import { useDesignerSession } from './use-designer';

/** Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the last model change, also while typing in the panel. */
export function useUndoShortcuts(): void {
  const session = useDesignerSession();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      // The rich-text editor keeps its own history.
      if (target?.closest?.('[contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        session.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        session.redo();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [session]);
}
