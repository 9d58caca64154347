/** The form-side lookups a flow needs for one submission: controls by id and form logic's visibility. */
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import { createVisibility } from '../../validation/visibility';
import type { ConditionContext } from '../conditions/evaluate-condition';
import type { OrgIndex } from './org-index';

const controlMaps = new WeakMap<Form, Map<string, Control>>();

/** Top-level controls by id (memoised per form object). */
export function controlsByIdOf(form: Form): Map<string, Control> {
  let map = controlMaps.get(form);
  if (!map) {
    map = new Map<string, Control>((Array.isArray(form.controls) ? form.controls : []).filter((c) => c && typeof c.id === 'string').map((c) => [c.id, c] as const));
    controlMaps.set(form, map);
  }
  return map;
}

export function conditionContext(form: Form, values: Readonly<Record<string, unknown>>, org: OrgIndex, initiator: string): ConditionContext {
  const controlsById = controlsByIdOf(form);
  return { org, initiator, controlsById, values, isVisible: createVisibility(form, values, undefined, controlsById) };
}
