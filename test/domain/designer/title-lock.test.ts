import { getControlType } from '../../../domain/controls/registry';
import { setTitle, titleLock } from '../../../domain/designer/title-lock';
import { deepFreeze } from '../../fixtures/deep-freeze';

const control = () => deepFreeze(getControlType(6)!.create('amount'));

describe('title lock', () => {
  test('a title is locked if the field is used by predecessor tasks', () => {
    expect(titleLock(control(), { predecessorTasks: ['amount'] })).toMatchObject({ locked: true, reason: '该字段已被前置或后续任务使用，标题不可修改' });
  });

  test('a title is locked if the field is used by successor tasks', () => {
    expect(titleLock(control(), { successorTasks: ['other', 'amount'] }).locked).toBe(true);
  });

  test('a warning shows if the field is used as a branch condition (not locked by that alone)', () => {
    const lock = titleLock(control(), { branchConditions: ['amount'] });
    expect(lock).toEqual({ locked: false, warning: '该字段已被用作分支条件，修改标题可能影响流程分支' });
  });

  test('an unused field is neither locked nor warned', () => {
    expect(titleLock(control(), { predecessorTasks: ['x'], branchConditions: ['y'] })).toEqual({ locked: false });
    expect(titleLock(control())).toEqual({ locked: false });
  });

  test('setTitle changes title and name, and is refused while locked', () => {
    const result = setTitle(control(), '报销金额');
    expect(result.ok && [result.value.name, result.value.config.title]).toEqual(['报销金额', '报销金额']);
    expect(setTitle(control(), '报销金额', { successorTasks: ['amount'] }).ok).toBe(false);
  });
});
