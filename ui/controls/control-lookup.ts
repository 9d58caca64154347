import type { ComponentType } from 'react';
import type { ControlBodyProps } from './control-props';

/** How one control type renders. */
export interface ControlComponent {
  component: ComponentType<ControlBodyProps>;
  /** False for layout and display controls that show no title (divider, description). */
  labelled: boolean;
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
