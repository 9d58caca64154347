import { useEffect, useState } from 'react';
import type { ControlPanel } from '../controls/ui-control-type';
import { uiControlType } from '../controls/registry';

const NO_PANEL: ControlPanel = {};

/**
 * The property-panel additions of a moduleId's control type: at once when already loaded (the designer preloads
 * every panel), else after its chunk arrives.
 */
export function useControlPanel(moduleId: number): ControlPanel {
  const lazy = uiControlType(moduleId)?.panel;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!lazy || lazy.loaded) return;
    let live = true;
    lazy.load().then(() => { if (live) setLoaded((n) => n + 1); }, () => undefined);
    return () => { live = false; };
  }, [lazy]);
  return lazy?.loaded ?? NO_PANEL;
}
