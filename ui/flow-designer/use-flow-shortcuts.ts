import { useEffect } from 'react';
import { useFlowSession } from './use-flow-designer';

/** Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the last flow change, also while typing in the drawer. */
export function useFlowUndoShortcuts(): void {
  const session = useFlowSession();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
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
