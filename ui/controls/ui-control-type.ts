import type { ComponentType } from 'react';
import type { ControlType } from '../../domain/controls/control-type';
import type { Control } from '../../domain/model/control';
import type { ControlComponent } from './control-lookup';

type ControlPart = ComponentType<{ control: Control }>;

/** What a control type adds to the designer's property panel besides the sections its capabilities turn on. */
export interface ControlPanel {
  /** Fields of the 控件设置 section only this type has (region level, number format). */
  readonly limitFields?: ControlPart;
  /** Its own sections, after the common ones (rich text content, statistics rules, calculator settings). */
  readonly sections?: ControlPart;
}

/**
 * The UI twin of a domain control type (`ui/controls/types/<name>/index.ts`): its fill-mode component, the
 * first guess of its row height, and its designer panel, loaded on first use so the filler never downloads it.
 */
export interface UiControlType {
  readonly type: ControlType;
  readonly component: ControlComponent;
  /** Row height in px before the row is measured (virtualised long forms). */
  readonly rowHeight: number;
  /** The designer's panel additions; undefined when the capabilities' sections say everything. */
  readonly panel?: LazyPanel;
}

export interface LazyPanel {
  loaded?: ControlPanel;
  load(): Promise<ControlPanel>;
}

/** A panel module loaded the first time the designer selects a control of the type (or preloads every panel). */
export function lazyPanel(importer: () => Promise<{ panel: ControlPanel }>): LazyPanel {
  let pending: Promise<ControlPanel> | undefined;
  const entry: LazyPanel = {
    load() {
      pending ??= importer().then(
        (module) => { entry.loaded = module.panel; return module.panel; },
        (error: unknown) => { pending = undefined; throw error; },
      );
      return pending;
    },
  };
  return entry;
}

/** The usual height of a one-line input row. */
export const DEFAULT_ROW_HEIGHT = 72;

export function defineUiControlType(type: ControlType, ui: { component: ControlComponent; rowHeight?: number; panel?: LazyPanel }): UiControlType {
  return Object.freeze({ type, component: ui.component, rowHeight: ui.rowHeight ?? DEFAULT_ROW_HEIGHT, panel: ui.panel });
}
