import fc from 'fast-check';
import { controlTypes } from '../../../domain/controls/registry';
import type { Control } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';
import { parseForm, serializeForm } from '../../../domain/model/form-json';

/** Unknown backend fields: keys that the format does not know, any JSON value. */
const unknownFields = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

const controlArb = fc
  .record({
    typeIndex: fc.integer({ min: 0, max: controlTypes.length - 1 }),
    title: fc.string({ maxLength: 12 }),
    top: unknownFields,
    config: unknownFields,
    props: unknownFields,
  })
  .map(({ typeIndex, title, top, config, props }) => ({ type: controlTypes[typeIndex], title, top, config, props }));

const formArb = fc
  .record({ name: fc.string({ maxLength: 20 }), controls: fc.array(controlArb, { maxLength: 30 }), extra: unknownFields })
  .map(({ name, controls, extra }): Form => ({
    id: 'generated',
    name,
    ...extra,
    controls: controls.map(({ type, title, top, config, props }, i): Control => {
      const control = type.create(`c${i}`);
      return { ...top, ...control, name: title, config: { ...config, ...control.config, title }, props: { ...props, ...control.props } };
    }),
  }));

describe('the JSON format round-trips any form', () => {
  test('any form built from the registry, with unknown fields anywhere, reads back equal', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const text = serializeForm(form);
        const parsed = parseForm(text);
        if (!parsed.ok) return false;
        expect(parsed.form).toEqual(JSON.parse(text));
        expect(serializeForm(parsed.form)).toBe(text);
        return true;
      }),
      { numRuns: 150 },
    );
  });

  test('any JSON value at all is answered with a result, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = parseForm(value);
        expect(typeof result.ok).toBe('boolean');
        const asText = parseForm(JSON.stringify(value));
        expect(typeof asText.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
