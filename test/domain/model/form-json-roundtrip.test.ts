import { readFileSync } from 'fs';
import { join } from 'path';
import { controlTypes } from '../../../domain/controls/registry';
import { parseForm, serializeForm } from '../../../domain/model/form-json';
import { loadAllControlsForm } from '../../fixtures/all-controls';

const fixturePath = join(__dirname, '../../fixtures/all-controls.form.json');
const fixtureText = readFileSync(fixturePath, 'utf8');

describe('form JSON round trip', () => {
  test('the all-controls form holds every registered control type (the fixture, then a new type by its defaults)', () => {
    const used = new Set(loadAllControlsForm().controls.map((c) => c.moduleId));
    expect(controlTypes.map((t) => t.moduleId).filter((id) => !used.has(id))).toEqual([]);
  });

  test('the all-controls form, every registered type in it, reads back from its own JSON as it was', () => {
    const form = loadAllControlsForm();
    const again = parseForm(serializeForm(form));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(again.form).toEqual(form);
  });

  test('reading then writing the fixture is lossless, unknown fields included', () => {
    const parsed = parseForm(fixtureText);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const written = serializeForm(parsed.form);
    expect(JSON.parse(written)).toEqual(JSON.parse(fixtureText));
    // byte-for-byte with the fixture's own formatting (2-space JSON + newline)
    expect(`${written}\n`).toBe(fixtureText);
  });

  test('unknown fields at form, control, config, option, column and call-config level survive', () => {
    const parsed = parseForm(fixtureText);
    if (!parsed.ok) throw new Error('fixture should parse');
    const text = serializeForm(parsed.form);
    for (const key of ['"version": 3', '"x_backendMeta"', '"labelAlign"', '"color"', '"resizable"', '"cacheSeconds"', '"formulaText"', '"extraSettings"']) {
      expect(text).toContain(key);
    }
  });

  test('a second round trip gives the same text (stable)', () => {
    const first = parseForm(fixtureText);
    if (!first.ok) throw new Error('fixture should parse');
    const once = serializeForm(first.form);
    const second = parseForm(once);
    if (!second.ok) throw new Error('written form should parse');
    expect(serializeForm(second.form)).toBe(once);
  });

  test('parsing detaches the result from the input object', () => {
    const input = JSON.parse(fixtureText) as { controls: Array<{ name: string }> };
    const parsed = parseForm(input);
    if (!parsed.ok) throw new Error('fixture should parse');
    input.controls[0].name = 'changed';
    expect(parsed.form.controls[0].name).not.toBe('changed');
  });
});
