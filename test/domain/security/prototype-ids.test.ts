// Issue 18 item 3: control ids named like JavaScript's built-in properties (__proto__, constructor,
// toString, …). Two defences, each tested: keyed values never go through a prototype lookup (validation,
// visibility, calculators, the filler's values), and the form reader refuses such ids with a clear message.
import { FillSession } from '../../../application/filler/fill-session';
import { parseForm } from '../../../domain/model/form-json';
import { validateForm } from '../../../domain/validation/validate-form';
import { computeAll } from '../../../domain/calculators/calculator-engine';
import { ownValue, valueRecord, withValue } from '../../../domain/model/keyed-values';
import { FakeInstances } from '../../application/filler/fakes';
import { control, form, options } from '../../application/filler/forms';

const HOSTILE_IDS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'];

/** Values parsed from JSON, as the CLI and the backend deliver them: an own `__proto__` key is possible. */
const fromJson = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('prototype pollution / lookup through hostile control ids: validation', () => {
  it.each(HOSTILE_IDS)('an empty required field with id %s is 必填项 (not "filled" by Object.prototype)', (id) => {
    const f = form(control(1, id, { config: { title: '名称', required: true } }));
    const result = validateForm(f, fromJson('{}'));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ controlId: id, message: '必填项' }]);
  });

  it.each(HOSTILE_IDS)('a filled field with id %s is valid and no message shows native code', (id) => {
    const f = form(control(1, id, { config: { title: '名称', required: true } }), control(6, 'n', { props: { isAllowDecimal: false } }));
    const result = validateForm(f, fromJson(`{${JSON.stringify(id)}: "王五", "n": "1.5"}`));
    expect(result.errors.map((e) => e.controlId)).toEqual(['n']);
    expect(JSON.stringify(result)).not.toMatch(/native code|function/);
  });

  it.each(HOSTILE_IDS)('a number calculator with input %s: missing reads as empty (like any id), given it computes', (id) => {
    const f = form(
      control(6, id),
      control(6, 'b'),
      control(24, 'sum', { props: { formula: [{ id }, '+', { id: 'b' }], result: 'round' } }),
    );
    const ordinary = form(control(6, 'a'), control(6, 'b'), control(24, 'sum', { props: { formula: [{ id: 'a' }, '+', { id: 'b' }], result: 'round' } }));
    expect(computeAll(f, fromJson('{"b": "2"}')).sum).toBe(computeAll(ordinary, { b: '2' }).sum);
    expect(computeAll(f, fromJson(`{${JSON.stringify(id)}: "1", "b": "2"}`)).sum).toBe('3');
  });

  it('logic controlled by a choice with id constructor: nothing selected shows nothing', () => {
    const f = form(
      control(8, 'constructor', { children: options('甲', '乙') }),
      control(1, 'dependent', { config: { title: '说明', required: true }, logic: { constructor: [1] } }),
    );
    expect(validateForm(f, fromJson('{}')).valid).toBe(true);
    expect(validateForm(f, fromJson('{"constructor": 1}')).errors).toEqual([{ controlId: 'dependent', message: '必填项' }]);
  });
});

describe('prototype pollution / lookup through hostile control ids: the filler', () => {
  function open(id: string) {
    const instances = new FakeInstances();
    const session = new FillSession({ instances }, {
      modelId: 'm1', modelName: '请假', form: form(control(1, id, { config: { title: '名称', required: true } })),
      user: { name: '张三', employeeNumber: 'E1' }, newKey: () => 'k', draftDelayMs: 50,
    });
    return { session, instances };
  }

  it.each(HOSTILE_IDS)('an empty required field with id %s does not submit', async (id) => {
    const { session, instances } = open(id);
    session.change(id, '');
    await session.submit();
    expect(instances.calls).toHaveLength(0);
    expect(session.fieldState(id).error).toBe('必填项');
  });

  it.each(HOSTILE_IDS)('a value typed into field %s is kept and submitted', async (id) => {
    const { session, instances } = open(id);
    session.change(id, '王五');
    expect(session.fieldState(id).value).toBe('王五');
    expect(ownValue(session.getValues(), id)).toBe('王五');
    expect(Object.getPrototypeOf(session.submittedValues())).toBeNull();
    expect(ownValue(session.submittedValues(), id)).toBe('王五');
    // Sent as JSON, the key is there with its value.
    expect(JSON.parse(JSON.stringify(session.submittedValues()))).toEqual(fromJson(`{${JSON.stringify(id)}: "王五"}`));
  });

  it('writing __proto__ into a value record stores a value and changes no prototype', () => {
    const record = withValue<unknown>(valueRecord(), '__proto__', { polluted: true });
    expect(ownValue(record, '__proto__')).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(ownValue({}, 'constructor')).toBeUndefined();
  });
});

describe('hostile control ids are refused on import with a clear Chinese message', () => {
  it.each(HOSTILE_IDS)('parseForm refuses a control with id %s', (id) => {
    const result = parseForm(`{"id":"f","name":"x","controls":[{"id":${JSON.stringify(id)},"moduleId":1,"name":"a","config":{"title":"a"},"props":{}}]}`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ path: 'controls[0].id', message: `控件 id 不能使用保留名称：${id}（与 JavaScript 对象的内置属性同名，请换一个 id）` }]);
  });

  it('a table column with id toString is refused too', () => {
    const table = { id: 't', moduleId: 15, name: 't', config: { title: 't' }, props: {}, children: [
      { id: 'toString', moduleId: 1, name: 'c', config: { title: 'c' }, props: {}, colProps: { width: 80, fixed: 'none', isMinWidth: false } },
    ] };
    const result = parseForm({ id: 'f', name: 'x', controls: [table] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ path: 'controls[0].children[0].id' });
  });

  it('ordinary ids that merely contain such a name are accepted', () => {
    const result = parseForm({ id: 'f', name: 'x', controls: [{ id: 'my_constructor', moduleId: 1, name: 'a', config: { title: 'a' }, props: {} }] });
    expect(result.ok).toBe(true);
  });
});
