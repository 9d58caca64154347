import { useEffect, useState } from 'react';
import type { Control } from '../../domain/model/control';
import { preloadControlComponents } from './registry';

/**
 * True once the components of these controls are loaded (each control type is its own chunk), so a form can
 * show a skeleton and then appear complete, instead of every field popping in on its own.
 */
export function useControlsReady(controls: readonly Control[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A failed chunk still renders: each field then shows its own loading state or error.
    void preloadControlComponents(controls).catch(() => undefined).then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, [controls]);
  return ready;
}
