import { parseForm } from '../../../domain/model/form-json';
import { loadAllControlsForm } from '../../fixtures/all-controls';

type Mutable = Record<string, any>;

/** The fixture as plain JSON, changed by `edit`, then parsed; returns the error paths. */
function errorPathsAfter(edit: (form: Mutable) => void): string[] {
  const form = JSON.parse(JSON.stringify(loadAllControlsForm())) as Mutable;
  edit(form);
  const result = parseForm(JSON.stringify(form));
  return result.ok ? [] : result.errors.map((e) => e.path);
}

function indexOf(form: Mutable, id: string): number {
  return (form.controls as Mutable[]).findIndex((c) => c.id === id);
}

describe('malformed input is rejected with the path of the bad field', () => {
  test('text that is not JSON is rejected, not thrown', () => {
    const result = parseForm('{"id": "x", ');
    expect(result).toEqual({ ok: false, errors: [{ path: '', message: '不是合法的 JSON' }] });
  });

  test.each([null, 42, 'null', '[]', '"text"', [], true])('a non-object document (%p) is rejected', (input) => {
    const result = parseForm(input);
    expect(result.ok).toBe(false);
  });

  test('missing id, name and controls are reported each by path', () => {
    const result = parseForm({});
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(['id', 'name', 'controls']);
  });

  test('an unknown moduleId names controls[i].moduleId', () => {
    const result = parseForm({ id: 'f', name: 'n', controls: [{ id: 'a', moduleId: 16, name: 'x', config: { title: 'x' }, props: {} }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([{ path: 'controls[0].moduleId', message: '未知的控件类型 moduleId：16' }]);
  });

  test('a moduleId given as a word is unknown (a numeric string is read as its number: form-json-loose-shapes)', () => {
    expect(errorPathsAfter((f) => { f.controls[1].moduleId = 'text'; })).toEqual(['controls[1].moduleId']);
  });

  test('duplicate control ids are rejected at the second occurrence', () => {
    const result = parseForm({
      id: 'f', name: 'n',
      controls: [
        { id: 'a', moduleId: 1, name: 'x', config: { title: 'x' }, props: {} },
        { id: 'a', moduleId: 2, name: 'y', config: { title: 'y' }, props: {} },
      ],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0].path).toBe('controls[1].id');
      expect(result.errors[0].message).toContain('controls[0].id');
    }
  });

  test('a table column id equal to a top-level control id is a duplicate', () => {
    const paths = errorPathsAfter((f) => { f.controls[indexOf(f, 'expenseTable')].children[1].id = 'budget'; });
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^controls\[\d+\]\.(children\[1\]\.)?id$/);
  });

  test('duplicate option ids name controls[i].children[j].id', () => {
    const paths = errorPathsAfter((f) => { f.controls[indexOf(f, 'travelMode')].children[2].id = 1; });
    expect(paths).toEqual([`controls[${indexOf(loadAllControlsForm(), 'travelMode')}].children[2].id`]);
  });

  test('wrong types in config and props are reported by path', () => {
    const i = 1;
    const paths = errorPathsAfter((f) => {
      f.controls[i].config.required = 'yes';
      f.controls[i].config.width = 60;
      f.controls[i].props.maxlength = 'ten';
      f.controls[i].props.defaultValueType = 5;
    });
    expect(paths).toEqual([
      `controls[${i}].config.required`, `controls[${i}].config.width`, `controls[${i}].props.maxlength`,
      `controls[${i}].props.defaultValueType`,
    ]);
  });

  test('a table column whose colProps is not an object, or whose fixed value has no meaning, is reported', () => {
    const t = indexOf(loadAllControlsForm(), 'expenseTable');
    const paths = errorPathsAfter((f) => {
      f.controls[t].children[0].colProps = 'wide';
      f.controls[t].children[1].colProps.fixed = 'top';
    });
    expect(paths).toEqual([`controls[${t}].children[0].colProps`, `controls[${t}].children[1].colProps.fixed`]);
  });

  test('a table inside a table is rejected', () => {
    const t = indexOf(loadAllControlsForm(), 'expenseTable');
    const paths = errorPathsAfter((f) => { f.controls[t].children[0].moduleId = 15; });
    expect(paths).toContain(`controls[${t}].children[0].moduleId`);
  });

  test('summary columns must be number columns of the table', () => {
    const t = indexOf(loadAllControlsForm(), 'expenseTable');
    const paths = errorPathsAfter((f) => { f.controls[t].props.summaryColumns = ['expenseAmount', 'expenseItem', 'nope']; });
    expect(paths).toEqual([`controls[${t}].props.summaryColumns[1]`, `controls[${t}].props.summaryColumns[2]`]);
  });

  test('formula tokens: operators, digits and dot, or {id}; anything else is named by index', () => {
    const c = indexOf(loadAllControlsForm(), 'dailyAllowance');
    const paths = errorPathsAfter((f) => { f.controls[c].props.formula = ['(', '%', { id: 'budget' }, 7, { id: '' }, ')']; });
    expect(paths).toEqual([`controls[${c}].props.formula[1]`, `controls[${c}].props.formula[3]`, `controls[${c}].props.formula[4].id`]);
  });

  test('result must be round, ceil, floor, fixed1 or fixed2', () => {
    const c = indexOf(loadAllControlsForm(), 'dailyAllowance');
    expect(errorPathsAfter((f) => { f.controls[c].props.result = 'fixed3'; })).toEqual([`controls[${c}].props.result`]);
  });

  test('logic must map control ids to lists of option ids', () => {
    const c = indexOf(loadAllControlsForm(), 'plateNumber');
    expect(errorPathsAfter((f) => { f.controls[c].logic = { travelMode: 3 }; })).toEqual([`controls[${c}].logic.travelMode`]);
    expect(errorPathsAfter((f) => { f.controls[c].logic = { travelMode: [{}] }; })).toEqual([`controls[${c}].logic.travelMode[0]`]);
  });

  test('data-table call config enums are checked', () => {
    const c = indexOf(loadAllControlsForm(), 'budget');
    const paths = errorPathsAfter((f) => {
      f.controls[c].dataTableCallConfig.linkType = 'other';
      f.controls[c].dataTableCallConfig.linkCondition = [[{ formConditionFiled: 3 }], 'x'];
    });
    expect(paths).toEqual([
      `controls[${c}].dataTableCallConfig.linkType`,
      `controls[${c}].dataTableCallConfig.linkCondition[0][0].formConditionFiled`,
      `controls[${c}].dataTableCallConfig.linkCondition[1]`,
    ]);
  });

  test('statistics rules need + or -', () => {
    const c = indexOf(loadAllControlsForm(), 'expenseTotal');
    expect(errorPathsAfter((f) => { f.controls[c].rules[0].calculateType = '*'; })).toEqual([`controls[${c}].rules[0].calculateType`]);
  });

  test('every error is collected, not only the first', () => {
    const paths = errorPathsAfter((f) => { f.name = 3; f.controls[0].config = 'x'; f.controls[2].props = []; });
    expect(paths).toEqual(['name', 'controls[0].config', 'controls[2].props']);
  });

  test('a cyclic object is rejected, not a crash', () => {
    const form: Mutable = { id: 'f', name: 'n', controls: [] };
    form.self = form;
    expect(parseForm(form).ok).toBe(false);
  });

  test('fuzz: random edits of the fixture never throw', () => {
    const base = JSON.stringify(loadAllControlsForm());
    const junk = [null, 1, 'x', [], {}, true, -5, { id: 1 }];
    let seed = 7;
    const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let round = 0; round < 300; round++) {
      const form = JSON.parse(base) as Mutable;
      // pick a random path and replace its value
      let node: Mutable = form;
      for (let depth = 0; depth < 4; depth++) {
        const keys = Object.keys(node);
        const key = keys[rand(keys.length)];
        if (depth === 3 || typeof node[key] !== 'object' || node[key] === null) { node[key] = junk[rand(junk.length)]; break; }
        node = node[key];
      }
      expect(() => parseForm(form)).not.toThrow();
      const text = JSON.stringify(form);
      expect(() => parseForm(text.slice(0, rand(text.length)))).not.toThrow();
    }
  });
});
