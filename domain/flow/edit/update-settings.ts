/** 扩展设置: merges into the flow's settings (unknown fields are kept); a key set to undefined is removed. */
import type { Flow, FlowSettings } from '../model/flow';

export function updateFlowSettings(flow: Flow, patch: Readonly<Partial<FlowSettings>>): Flow {
  const settings: FlowSettings = { ...flow.settings };
  let changed = false;
  for (const [key, value] of Object.entries(patch)) {
    if (settings[key] === value) continue;
    changed = true;
    if (value === undefined) delete settings[key];
    else settings[key] = value;
  }
  return changed ? { ...flow, settings } : flow;
}
