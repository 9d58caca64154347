import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Control } from '../../domain/model/control';
import { columnsOf } from '../../domain/tables/table-columns';
import { isTable } from '../../domain/validation/control-kinds';
import type { ControlBodyProps } from './control-props';

type Body = ComponentType<ControlBodyProps>;

/**
 * How one control type renders. The component is loaded on first use (its own chunk), so a route only
 * downloads the controls its form contains: a leave form never pays for the cascader or the image picker.
 */
export interface ControlComponent {
  /** False for layout and display controls that show no title (divider, description). */
  labelled: boolean;
  /** The component once loaded; until then `lazy` (which suspends) stands in. */
  loaded?: Body;
  lazy: LazyExoticComponent<Body>;
  load(): Promise<Body>;
  /** After a failed load: the next render tries the download again (React.lazy would keep the failure). */
  reset(): void;
}

/** A registry entry whose component comes from `importer` the first time any caller needs it. */
export function lazyControl(importer: () => Promise<Body>, labelled = true): ControlComponent {
  let pending: Promise<Body> | undefined;
  const standIn = () => lazy(() => entry.load().then((component) => ({ default: component })));
  const entry: ControlComponent = {
    labelled,
    load() {
      pending ??= importer().then(
        (component) => { entry.loaded = component; return component; },
        (error: unknown) => { pending = undefined; throw error; },
      );
      return pending;
    },
    lazy: standIn(),
    reset() {
      if (!entry.loaded) entry.lazy = standIn();
    },
  };
  return entry;
}

/**
 * The lookup the registry fills (registry.ts) and the table reads for its cells, kept apart so that the table
 * component does not import the registry that imports it.
 */
const components = new Map<number, ControlComponent>();

export function registerControlComponents(entries: Readonly<Record<number, ControlComponent>>): void {
  for (const [moduleId, entry] of Object.entries(entries)) components.set(Number(moduleId), entry);
}

export function getControlComponent(moduleId: number): ControlComponent | undefined {
  return components.get(moduleId);
}

export function registeredModuleIds(): number[] {
  return [...components.keys()];
}

/** The component to render for an entry: the loaded one when it is there, so nothing suspends needlessly. */
export function bodyOf(entry: ControlComponent): Body {
  return entry.loaded ?? entry.lazy;
}

/** Every moduleId a list of controls renders, table columns included. */
function moduleIdsOf(controls: readonly Control[]): Set<number> {
  const ids = new Set<number>();
  for (const control of controls) {
    ids.add(control.moduleId);
    if (isTable(control)) for (const column of columnsOf(control)) ids.add(column.moduleId);
  }
  return ids;
}

/** Loads the components of these controls (in parallel) so the form renders in one go, without fallbacks. */
export async function preloadControlComponents(controls: readonly Control[]): Promise<void> {
  const loads: Promise<Body>[] = [];
  for (const moduleId of moduleIdsOf(controls)) {
    const entry = components.get(moduleId);
    if (entry && !entry.loaded) loads.push(entry.load());
  }
  await Promise.all(loads);
}

/** Loads every registered component: tests, and the designer's palette of all types. */
export async function preloadAllControlComponents(): Promise<void> {
  await Promise.all([...components.values()].map((entry) => entry.load()));
}
