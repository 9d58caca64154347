import { controlTypes, getControlType, isKnownModuleId, registerControlType, requireControlType } from '../../../domain/controls/registry';

// The spec's table of moduleIds (section 3) and 26: 签名 (issue 27): what the spec demands, not the registry's
// list (a new type is registered with no change here).
const SPEC_MODULE_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 24, 25, 26];

describe('control catalogue', () => {
  test('every moduleId of the spec table is registered; the registry lists each type once, in moduleId order', () => {
    const ids = controlTypes.map((t) => t.moduleId);
    expect(ids).toEqual(expect.arrayContaining(SPEC_MODULE_IDS));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  test('16 and 17 and other values are not known moduleIds', () => {
    const next = Math.max(...controlTypes.map((t) => t.moduleId)) + 1;
    for (const x of [16, 17, next, -1, 1.5, '1', null, undefined]) expect(isKnownModuleId(x)).toBe(false);
    for (const id of SPEC_MODULE_IDS) expect(isKnownModuleId(id)).toBe(true);
  });

  test('getControlType returns the type of a moduleId and undefined for an unknown one', () => {
    expect(getControlType(1)?.name).toBe('单行文本');
    expect(getControlType(15)?.name).toBe('表格');
    expect(getControlType(16)).toBeUndefined();
    expect(() => requireControlType(17)).toThrow();
  });

  test('each type has a Chinese name, an icon key, a palette group and a componentType', () => {
    for (const type of controlTypes) {
      expect(type.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(type.icon).toMatch(/^[a-z-]+$/);
      expect(['基础控件', '选择控件', '高级控件', '布局与展示']).toContain(type.group);
      expect(type.componentType.length).toBeGreaterThan(0);
    }
  });

  test('names and icons are unique', () => {
    expect(new Set(controlTypes.map((t) => t.name)).size).toBe(controlTypes.length);
    expect(new Set(controlTypes.map((t) => t.icon)).size).toBe(controlTypes.length);
  });

  // Among the spec's types (a type registered later may have any capability).
  test('capabilities: options on the choices, columns on the table, formula on the number calculator', () => {
    const specTypes = controlTypes.filter((t) => SPEC_MODULE_IDS.includes(t.moduleId));
    const withCap = (cap: keyof (typeof controlTypes)[number]['capabilities']) =>
      specTypes.filter((t) => t.capabilities[cap]).map((t) => t.moduleId);
    expect(withCap('options')).toEqual([8, 9, 10, 13]);
    expect(withCap('columns')).toEqual([15]);
    expect(withCap('formula')).toEqual([24]);
    expect(withCap('upload')).toEqual([11, 13]);
    expect(withCap('lengthLimit')).toEqual([1, 2]);
    expect(withCap('fileTypeLimit')).toEqual([11]);
    expect(withCap('remote')).toEqual(expect.arrayContaining([9, 20]));
    expect(specTypes.filter((t) => t.validation.rules === 'date' || t.validation.rules === 'dateRange').map((t) => t.moduleId)).toEqual([3, 12]);
  });

  test('validation trigger: blur for typed text and numbers, change for choices and dates', () => {
    for (const id of [1, 2, 4, 5, 6, 7]) expect(getControlType(id)?.validation.trigger).toBe('blur');
    for (const id of [3, 8, 9, 10, 12, 13]) expect(getControlType(id)?.validation.trigger).toBe('change');
  });

  test('layout and display controls hold no applicant input', () => {
    for (const id of [0, 14, 19, 23]) expect(getControlType(id)?.capabilities.input).toBe(false);
  });

  test('each registered type is frozen, and a moduleId, name or icon registered twice is refused', () => {
    for (const type of controlTypes) expect(Object.isFrozen(type)).toBe(true);
    const count = controlTypes.length;
    expect(() => registerControlType(controlTypes[0])).toThrow(/clashes/);
    expect(() => registerControlType({ ...controlTypes[1], moduleId: 999 as never, icon: 'x-twice' })).toThrow(/clashes/);
    expect(controlTypes).toHaveLength(count);
  });
});
