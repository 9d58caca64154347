import { fieldPermsAt, flowUsageOf, hiddenControlsAt, nodesUsingControl, parseFlow } from '../../../domain/flow';
import { titleLock } from '../../../domain/designer/title-lock';
import { environment } from '../../fixtures/flows/flow-fixtures';

const leave = environment('leave');

describe('form designer link: which controls a flow uses', () => {
  it('a control used in a condition shows the branch-condition warning; a 表单内联系人 control locks its title', () => {
    const parsed = parseFlow({ ...leave.flow, root: { ...leave.flow.root, next: { id: 'x', type: 'approver', name: '交接人', props: { assignee: { type: 'formField', controlId: 'leave_handover' } }, next: leave.flow.root.next } } });
    if (!parsed.ok) throw new Error('parse');
    const usage = flowUsageOf(parsed.flow);
    expect(titleLock({ id: 'leave_days' }, usage)).toEqual({ locked: false, warning: expect.any(String) });
    expect(titleLock({ id: 'leave_handover' }, usage).locked).toBe(true);
    expect(titleLock({ id: 'leave_reason' }, usage)).toEqual({ locked: false });
  });

  it('the nodes that use a control are named (to confirm its deletion)', () => {
    expect(nodesUsingControl(leave.flow, 'leave_days').map((node) => node.name)).toEqual(['请假天数']);
    expect(nodesUsingControl(leave.flow, 'leave_reason')).toEqual([]);
  });
});

describe('field permissions', () => {
  it('controls not listed are edit for the start node and read for approvers and cc', () => {
    expect(fieldPermsAt(leave.flow, 'start', leave.form)).toMatchObject({ leave_days: 'edit', leave_handover: 'edit' });
    expect(fieldPermsAt(leave.flow, 'n-hr', leave.form)).toMatchObject({ leave_days: 'read', leave_handover: 'edit', leave_reason: 'read' });
    expect(hiddenControlsAt(leave.flow, 'n-cc', leave.form)).toEqual(['leave_reason']);
  });

  it('a control id such as constructor is an ordinary key, not a prototype lookup', () => {
    const form = { ...leave.form, controls: [...leave.form.controls, { id: 'constructor', moduleId: 1, name: 't', config: { title: 't' }, props: {} }] } as typeof leave.form;
    expect(fieldPermsAt(leave.flow, 'n-hr', form).constructor).toBe('read');
  });
});
