/** @jest-environment jest-fixed-jsdom */
// The control-type lookup loads each control's component on first use. The lookup and the registry are
// module-global, so every test takes fresh copies through jest.isolateModules.
import './message-channel';
import type { ControlBodyProps } from '../../../ui/controls/control-props';
import type { ComponentType } from 'react';
import { column, control } from '../../application/filler/forms';
import { controlTypes } from '../../../domain/controls/registry';

type Lookup = typeof import('../../../ui/controls/control-lookup');
type Registry = typeof import('../../../ui/controls/registry');
type Body = ComponentType<ControlBodyProps>;

function freshLookup(): Lookup {
  let lookup: Lookup | undefined;
  jest.isolateModules(() => { lookup = require('../../../ui/controls/control-lookup') as Lookup; });
  return lookup as Lookup;
}

/** A fresh registry and the lookup it fills (the same isolated copy). */
function freshRegistry(): { registry: Registry; lookup: Lookup } {
  let registry: Registry | undefined;
  let lookup: Lookup | undefined;
  jest.isolateModules(() => {
    registry = require('../../../ui/controls/registry') as Registry;
    lookup = require('../../../ui/controls/control-lookup') as Lookup;
  });
  return { registry: registry as Registry, lookup: lookup as Lookup };
}

const body = (name: string): Body => Object.assign(() => null, { displayName: name });

/** A fake importer that counts its calls and resolves with a named component. */
function importer(name: string) {
  const component = body(name);
  const fn = jest.fn(() => Promise.resolve(component));
  return { fn, component };
}

const loadedIds = (registry: Registry) =>
  registry.registeredModuleIds().filter((id) => registry.getControlComponent(id)?.loaded !== undefined).sort((a, b) => a - b);

describe('lazyControl', () => {
  test('calls its importer once however often load() is called, and every call gets the same component', async () => {
    const { lazyControl } = freshLookup();
    const { fn, component } = importer('Text');
    const entry = lazyControl(fn);
    expect(fn).not.toHaveBeenCalled(); // nothing downloads until a form needs the type
    const [a, b] = await Promise.all([entry.load(), entry.load()]);
    const c = await entry.load();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(a).toBe(component);
    expect(b).toBe(component);
    expect(c).toBe(component);
  });

  test('bodyOf is the lazy stand-in before loading and the real component after', async () => {
    const { lazyControl, bodyOf } = freshLookup();
    const { fn, component } = importer('Number');
    const entry = lazyControl(fn);
    expect(entry.loaded).toBeUndefined();
    expect(bodyOf(entry)).toBe(entry.lazy);
    await entry.load();
    expect(entry.loaded).toBe(component);
    expect(bodyOf(entry)).toBe(component);
  });

  test('controls are labelled unless registered as unlabelled (divider, description)', () => {
    const { lazyControl } = freshLookup();
    expect(lazyControl(importer('A').fn).labelled).toBe(true);
    expect(lazyControl(importer('B').fn, false).labelled).toBe(false);
  });
});

describe('preloadControlComponents (fake importers)', () => {
  function setup() {
    const lookup = freshLookup();
    const importers = { 1: importer('Text'), 2: importer('Textarea'), 6: importer('Number'), 15: importer('Table'), 9: importer('Select') };
    lookup.registerControlComponents(Object.fromEntries(Object.entries(importers).map(([id, imp]) => [id, lookup.lazyControl(imp.fn)])));
    return { lookup, importers };
  }

  test('loads exactly the types of the given controls and no others', async () => {
    const { lookup, importers } = setup();
    await lookup.preloadControlComponents([control(1, 'a'), control(2, 'b'), control(1, 'c')]);
    expect(importers[1].fn).toHaveBeenCalledTimes(1);
    expect(importers[2].fn).toHaveBeenCalledTimes(1);
    for (const id of [6, 9, 15] as const) expect(importers[id].fn).not.toHaveBeenCalled();
    expect(lookup.getControlComponent(1)?.loaded).toBe(importers[1].component);
  });

  test('a table control preloads its column types', async () => {
    const { lookup, importers } = setup();
    const table = control(15, 't', { children: [column(6, 'amount', 't'), column(9, 'kind', 't')] });
    await lookup.preloadControlComponents([table]);
    expect(importers[15].fn).toHaveBeenCalledTimes(1);
    expect(importers[6].fn).toHaveBeenCalledTimes(1);
    expect(importers[9].fn).toHaveBeenCalledTimes(1);
    expect(importers[1].fn).not.toHaveBeenCalled();
    expect(importers[2].fn).not.toHaveBeenCalled();
  });

  test('already loaded types are not imported again; an unknown moduleId is skipped', async () => {
    const { lookup, importers } = setup();
    await lookup.preloadControlComponents([control(1, 'a')]);
    await lookup.preloadControlComponents([control(1, 'a'), { ...control(1, 'x'), moduleId: 99 as never }]);
    expect(importers[1].fn).toHaveBeenCalledTimes(1);
  });

  test('preloadAllControlComponents loads every registered type', async () => {
    const { lookup, importers } = setup();
    await lookup.preloadAllControlComponents();
    for (const imp of Object.values(importers)) expect(imp.fn).toHaveBeenCalledTimes(1);
  });
});

describe('the control registry', () => {
  // Every type of the domain registry, in moduleId order: a new type needs no change here.
  const ALL_IDS = controlTypes.map((type) => type.moduleId);

  test('registers a component for every control type of the domain registry, none loaded up front', () => {
    const { registry } = freshRegistry();
    expect([...registry.registeredModuleIds()].sort((a, b) => a - b)).toEqual(ALL_IDS);
    expect(loadedIds(registry)).toEqual([]);
  });

  test('divider, description and print button are unlabelled; inputs are labelled', () => {
    const { registry } = freshRegistry();
    const unlabelled = registry.registeredModuleIds().filter((id) => registry.getControlComponent(id)?.labelled === false).sort((a, b) => a - b);
    expect(unlabelled).toEqual([0, 19, 23]);
  });

  test('a table control preloads its column types and nothing else', async () => {
    const { registry } = freshRegistry();
    const table = control(15, 't', { children: [column(6, 'amount', 't'), column(2, 'note', 't')] });
    await registry.preloadControlComponents([table, control(3, 'day')]);
    // 22 (days) shares the number component with 6, so it is loaded along with it.
    expect(loadedIds(registry)).toEqual([2, 3, 6, 15, 22]);
  });

  test('text, e-mail, phone and link share one component: loading one loads all four', async () => {
    const { registry } = freshRegistry();
    await registry.preloadControlComponents([control(5, 'phone')]);
    expect(loadedIds(registry)).toEqual([1, 4, 5, 7]);
  });

  test('preloadAllControlComponents loads every registered moduleId', async () => {
    const { registry } = freshRegistry();
    await registry.preloadAllControlComponents();
    expect(loadedIds(registry)).toEqual(ALL_IDS);
    for (const id of ALL_IDS) expect(typeof registry.getControlComponent(id)?.loaded).toBe('function');
  });

  test('the lookup reads what the registry registered (the table reads its cells there)', () => {
    const { registry, lookup } = freshRegistry();
    expect(lookup.getControlComponent(15)).toBe(registry.getControlComponent(15));
  });
});
