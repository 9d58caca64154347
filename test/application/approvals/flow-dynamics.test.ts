import 'reflect-metadata';
import { FlowDynamics } from '../../../application/approvals/flow-dynamics';
import { APPLICANT, APPROVER, FakeInstanceApi, makeInstance } from './fakes';

function api() {
  const fake = new FakeInstanceApi();
  fake.instances = [
    makeInstance('mine', {
      applicant: { id: APPROVER.id, name: APPROVER.name, employeeNumber: 'E002', department: '管理部' },
      updatedAt: '2024-05-03T09:00:00.000Z', currentApproverIds: [],
      history: [{ action: 'submit', nodeId: 'start', userId: APPROVER.id, at: '2024-05-03T09:00:00.000Z' }],
    }),
    makeInstance('decided', {
      status: 'rejected', updatedAt: '2024-05-02T10:00:00.000Z', currentApproverIds: [],
      history: [
        { action: 'submit', nodeId: 'start', userId: APPLICANT.id, at: '2024-05-02T08:00:00.000Z' },
        { action: 'reject', nodeId: 'n1', nodeName: '直属主管', userId: APPROVER.id, userName: APPROVER.name, comment: '预算不足', at: '2024-05-02T10:00:00.000Z' },
      ],
    }),
    makeInstance('copied', {
      updatedAt: '2024-05-04T08:00:00.000Z', ccUserIds: [APPROVER.id], currentApproverIds: ['someone'],
      history: [
        { action: 'submit', nodeId: 'start', userId: APPLICANT.id, at: '2024-05-04T07:00:00.000Z' },
        { action: 'cc', nodeId: 'n-cc', nodeName: '抄送', userIds: [APPROVER.id], userNames: [APPROVER.name], at: '2024-05-04T08:00:00.000Z' },
      ],
    }),
    makeInstance('elsewhere', { currentApproverIds: ['someone'], updatedAt: '2024-06-01T08:00:00.000Z',
      history: [{ action: 'submit', nodeId: 'start', userId: APPLICANT.id, at: '2024-06-01T08:00:00.000Z' }] }),
  ];
  return fake;
}

test('流程动态 lists the events of the instances I submitted, decided or was copied on, newest first', async () => {
  const events = await new FlowDynamics(api()).load();
  expect(events.map((e) => [e.instanceId, e.what])).toEqual([
    ['copied', `抄送 ${APPROVER.name}`],
    ['copied', '发起申请'],
    ['mine', '发起申请'],
    ['decided', '已拒绝'],
    ['decided', '发起申请'],
  ]);
  expect(events.find((e) => e.what === '已拒绝')).toMatchObject({ who: APPROVER.name, node: '直属主管', comment: '预算不足' });
});

test('流程动态 leaves out instances I take no part in and the steps still waiting', async () => {
  const events = await new FlowDynamics(api()).load();
  expect(events.some((e) => e.instanceId === 'elsewhere')).toBe(false);
  expect(events.some((e) => e.what.startsWith('审批中'))).toBe(false);
});
