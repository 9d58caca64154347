// 流程统计's 按字段筛选 (issue 41): a condition on one form value — 金额 as a number, 成员 by person or department,
// 部门 under a department — read with the flow conditions' operators, so a filter and a branch agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amount } from '../../../domain/controls/types/amount';
import { members } from '../../../domain/controls/types/members';
import { depts } from '../../../domain/controls/types/depts';
import { divider } from '../../../domain/controls/types/divider';
import { indexOrganisation } from '../../../domain/flow/model/org-index';
import type { Organisation } from '../../../domain/flow/model/organisation';
import type { Form } from '../../../domain/model/form';
import {
  fieldFilterOps, fieldFilterText, filterableControls, isCompleteFieldFilter, matchesFieldFilter, parseFieldFilter,
} from '../../../domain/statistics';

const org = indexOrganisation(JSON.parse(readFileSync(join(__dirname, '../../fixtures/flows/org.json'), 'utf8')) as Organisation);
const form: Form = { id: 'f', name: '采购', controls: [amount.create('budget'), members.create('people'), depts.create('units'), divider.create('line')] };
const control = (id: string) => form.controls.find((c) => c.id === id)!;
const meets = (controlId: string, op: string, value: unknown, values: Record<string, unknown>) =>
  matchesFieldFilter(parseFieldFilter(JSON.stringify({ controlId, op, value }))!, form, values, org);

test('按字段筛选 by 金额: a number comparison (> 5000, between), a numeric string counts as its number', () => {
  expect(meets('budget', 'gt', 5000, { budget: 6800.5 })).toBe(true);
  expect(meets('budget', 'gt', 5000, { budget: '5000.00' })).toBe(false);
  expect(meets('budget', 'between', [1000, 5000], { budget: '1234.56' })).toBe(true);
  expect(meets('budget', 'gt', 5000, {})).toBe(false);
});

test('按字段筛选 by 成员: one of the people (in), or someone of a department and below (inDept)', () => {
  expect(meets('people', 'in', ['u-fe2'], { people: ['u-fe1', 'u-fe2'] })).toBe(true);
  expect(meets('people', 'inDept', ['d-rd'], { people: ['u-fe1'] })).toBe(true);
  expect(meets('people', 'inDept', ['d-rd'], { people: ['u-fin1'] })).toBe(false);
});

test('按字段筛选 by 部门: a listed department or below it (under); empty / notEmpty need no value', () => {
  expect(meets('units', 'under', ['d-rd'], { units: ['d-fe'] })).toBe(true);
  expect(meets('units', 'in', ['d-rd'], { units: ['d-fe'] })).toBe(false);
  expect(meets('units', 'empty', undefined, {})).toBe(true);
  expect(meets('units', 'notEmpty', undefined, { units: ['d-fe'] })).toBe(true);
});

test('按字段筛选 offers the controls a condition can read, each with its kind\'s operators; a divider is not one', () => {
  expect(filterableControls(form).map((c) => c.id)).toEqual(['budget', 'people', 'units']);
  expect(fieldFilterOps(control('budget'))).toEqual(expect.arrayContaining(['gt', 'between', 'empty']));
  expect(fieldFilterOps(control('units'))).toEqual(expect.arrayContaining(['in', 'notIn', 'under', 'empty', 'notEmpty']));
  expect(fieldFilterOps(control('line'))).toEqual([]);
});

test('按字段筛选 applies only when complete: an operator of the control and a usable value', () => {
  expect(isCompleteFieldFilter({ controlId: 'budget', op: 'gt', value: 5000 }, control('budget'))).toBe(true);
  expect(isCompleteFieldFilter({ controlId: 'budget', op: 'gt' }, control('budget'))).toBe(false);
  expect(isCompleteFieldFilter({ controlId: 'budget', op: 'under', value: ['d-rd'] }, control('budget'))).toBe(false);
  expect(isCompleteFieldFilter({ controlId: 'units', op: 'under', value: [] }, control('units'))).toBe(false);
  expect(isCompleteFieldFilter({ controlId: 'units', op: 'empty' }, control('units'))).toBe(true);
});

test('按字段筛选 travels as one JSON text; anything else is no filter', () => {
  const filter = { controlId: 'units', op: 'under', value: ['d-rd'] } as const;
  expect(parseFieldFilter(fieldFilterText(filter))).toEqual(filter);
  for (const bad of ['', 'not json', '[]', '{"controlId":"units","op":"drop"}', '{"op":"gt","value":1}']) expect(parseFieldFilter(bad)).toBeUndefined();
});
