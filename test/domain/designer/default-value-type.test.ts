import { getControlType } from '../../../domain/controls/registry';
import { setDefaultValueType, setUserInfoField } from '../../../domain/designer/default-value-type';
import type { Control } from '../../../domain/model/control';
import { deepFreeze } from '../../fixtures/deep-freeze';

const applicant = { name: '张三', employeeNumber: 'E1024' };

function textWithEverything(): Control {
  const control = getControlType(1)!.create('a');
  return deepFreeze({
    ...control,
    props: { ...control.props, defaultValueType: 2, value: '旧值' },
    linkTargetControlsId: ['b'],
    dataTableCallConfig: { linkType: 'table', computeType: 'display', linkTable: { name: '预算表' } },
  });
}

describe('default value type (1 custom, 2 data-table call, 3 this flow, 4 user info)', () => {
  test('changing the type clears the value, the link target and the table-compute config', () => {
    const next = setDefaultValueType(textWithEverything(), 1);
    expect(next.props.defaultValueType).toBe(1);
    expect(next.props.value).toBe('');
    expect(next.linkTargetControlsId).toBeUndefined();
    expect(next.dataTableCallConfig).toBeUndefined();
  });

  test('choosing the current type changes nothing', () => {
    const control = textWithEverything();
    expect(setDefaultValueType(control, 2)).toBe(control);
  });

  test('type 4 disables the field and fills the applicant info', () => {
    const next = setDefaultValueType(textWithEverything(), 4, applicant);
    expect(next.props).toMatchObject({ defaultValueType: 4, disabled: true, userInfo: 'name', value: '张三' });
    expect(setUserInfoField(next, 'employeeNumber', applicant).props).toMatchObject({ userInfo: 'employeeNumber', value: 'E1024' });
  });

  test('leaving type 4 clears it and re-enables the field', () => {
    const typed4 = setDefaultValueType(textWithEverything(), 4, applicant);
    const next = setDefaultValueType(typed4, 3);
    expect(next.props.disabled).toBe(false);
    expect(next.props.userInfo).toBeUndefined();
    expect(next.props.value).toBe('');
    expect(next.props.defaultValueType).toBe(3);
  });

  test('the cleared value has the empty shape of the control type (a list for multi choice)', () => {
    const multi = deepFreeze({ ...getControlType(10)!.create('m'), props: { defaultValueType: 1 as const, value: [1, 2] } });
    expect(setDefaultValueType(multi, 3).props.value).toEqual([]);
  });

  test('user info can only be chosen on type 4', () => {
    const control = textWithEverything();
    expect(setUserInfoField(control, 'name', applicant)).toBe(control);
  });
});
