import { linkedInstances } from '../../../domain/controls/types/linked-instances';
import { linkRefusal, linkedTitles } from '../../../domain/controls/linked-instances/linked-instances';
import { validateField } from '../../../domain/validation/validate-field';
import { checkValuesShape } from '../../../domain/validation/values-shape';
import type { Control } from '../../../domain/model/control';
import type { Form } from '../../../domain/model/form';

const link = (props: Record<string, unknown> = {}): Control => {
  const c = linkedInstances.create('related');
  return { ...c, config: { ...c.config, title: '关联审批单' }, props: { ...c.props, ...props } };
};

describe('关联审批单 rules', () => {
  test('multiple by default; no duplicates → 重复关联了同一审批单', () => {
    expect(validateField(link(), ['inst-1', 'inst-2'])).toBeUndefined();
    expect(validateField(link(), ['inst-1', 'inst-1'])).toBe('重复关联了同一审批单');
  });
  test('one at most when not multiple', () => {
    expect(validateField(link({ multiple: false }), ['inst-1', 'inst-2'])).toBe('最多选择:1项');
  });
  test('a value that is not a list of instance ids is unusable', () => {
    const form = { id: 'f', name: 'f', controls: [link()] } as Form;
    expect(checkValuesShape(form, { related: 'inst-1' }).ok).toBe(false);
    expect(checkValuesShape(form, { related: ['inst-1'] }).ok).toBe(true);
  });
});

describe('关联审批单: the backend\'s refusals', () => {
  const targets = new Map([
    ['inst-mine', { visible: true, modelId: 'model-purchase' }],
    ['inst-leave', { visible: true, modelId: 'model-leave' }],
    ['inst-hidden', { visible: false, modelId: 'model-purchase' }],
  ]);
  const names: Record<string, string> = { 'model-purchase': '采购', 'model-trip': '出差' };
  const refusal = (control: Control, ids: string[]) => linkRefusal(control, ids, (id) => targets.get(id), (id) => names[id] ?? id);

  test('an instance the applicant may not see (or that does not exist) → 无权关联该审批单', () => {
    expect(refusal(link(), ['inst-hidden'])).toBe('无权关联该审批单');
    expect(refusal(link(), ['inst-nowhere'])).toBe('无权关联该审批单');
  });
  test('an instance of another flow → 只能关联「{flow names}」的审批单', () => {
    expect(refusal(link({ modelIds: ['model-purchase', 'model-trip'] }), ['inst-leave'])).toBe('只能关联「采购、出差」的审批单');
    expect(refusal(link({ modelIds: ['model-purchase'] }), ['inst-mine'])).toBeUndefined();
  });
  test('without modelIds any flow may be linked', () => {
    expect(refusal(link(), ['inst-mine', 'inst-leave'])).toBeUndefined();
  });
  test('printed as 标题（审批编号）', () => {
    expect(linkedTitles(['inst-mine'], { instance: () => ({ title: '张三的采购', serialNo: 'CG-001' }) })).toBe('张三的采购（CG-001）');
  });
});
