// The demo seed shows every registered control type (issue 44): the forms' own controls, and for a type none of
// them holds a control by its defaults in 采购 — derived from the registry, so a new type needs no seed edit.
import { controlTypes } from '../../../domain/controls/registry';
import { createSeedState } from '../../../adapters/demo/seed/seed-state';

const moduleIdsOf = (controls: ReadonlyArray<{ moduleId: number; children?: unknown }>) =>
  controls.flatMap((c) => [c.moduleId, ...((Array.isArray(c.children) ? c.children : []) as Array<{ moduleId?: number }>).map((x) => x.moduleId)]);

test('seed forms together use every control type of the registry', () => {
  const used = new Set(createSeedState().forms.flatMap((f) => moduleIdsOf(f.controls)));
  expect(controlTypes.filter((type) => !used.has(type.moduleId)).map((type) => type.name)).toEqual([]);
});
