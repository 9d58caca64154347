// Conditions on computed amounts: a table statistic (报销合计) and a number calculator (总价) compare as numbers.
import { previewRoute, type Flow } from '../../../domain/flow';
import type { Form } from '../../../domain/model/form';

const org = { users: [{ id: 'u1', name: '甲', deptIds: [] }, { id: 'u2', name: '乙', deptIds: [] }], depts: [], roles: [] };

function flowOn(controlId: string): Flow {
  return {
    id: 'f', name: 'f', root: {
      id: 'start', type: 'start', name: '发起人', props: {}, next: {
        id: 'c', type: 'condition', name: '金额', props: {}, branches: [
          { id: 'big', name: '大额', priority: 1, conditions: [[{ controlId, op: 'gt', value: 5000 }]], next: { id: 'n-big', type: 'approver', name: '大额', props: { assignee: { type: 'users', userIds: ['u2'] } } } },
          { id: 'other', name: '其他情况', priority: 2, default: true, conditions: [], next: { id: 'n-small', type: 'approver', name: '小额', props: { assignee: { type: 'users', userIds: ['u1'] } } } },
        ],
      },
    },
  };
}

const form: Form = { id: 'f', name: 'f', controls: [
  { id: 'total', moduleId: 21, name: '表格统计', config: { title: '合计' }, props: {} },
  { id: 'price', moduleId: 24, name: '计算公式', config: { title: '总价' }, props: {} },
] as unknown as Form['controls'] };

describe('conditions on computed amounts', () => {
  it.each(['total', 'price'])('a %s above the threshold takes the large-amount branch', (controlId) => {
    const approversFor = (value: string) => previewRoute({ flow: flowOn(controlId), form, values: { [controlId]: value }, org, initiator: 'u1' }).steps
      .map((s) => (s.type === 'approver' ? s.nodeId : ''));
    expect(approversFor('8000.00')).toEqual(['n-big']);
    expect(approversFor('4999.99')).toEqual(['n-small']);
  });
});
