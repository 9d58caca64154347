// Issue 38, finding 8: a 标题规则 naming a control some node hides (刘洋 read 张三请假：私事-回老家探亲 in 待我审批
// though 请假事由 is 隐藏 for him) is refused before publishing, and a title never contains such a control.
import { checkFlow, controlsHiddenAnywhere, indexFlow, instanceTitle } from '../../../../domain/flow';
import type { Flow } from '../../../../domain/flow/model/flow';
import { loadFlow, loadForm } from '../../../fixtures/flows/flow-fixtures';

const form = loadForm('leave');

/** The leave flow with 请假事由 hidden at its first node after the start, and this title rule. */
function leaveHidingReason(titleRule: string): Flow {
  const flow = JSON.parse(JSON.stringify(loadFlow('leave'))) as Flow;
  const target = indexFlow(flow).nodes.find((node) => node.type === 'approver' || node.type === 'cc')!;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const node = value as { id?: string; props?: Record<string, unknown> };
    if (node.id === target.id && node.props) node.props = { ...node.props, fieldPerms: { leave_reason: 'hidden' } };
    Object.values(value).forEach(visit);
  };
  visit(flow.root);
  return { ...flow, settings: { ...flow.settings, titleRule } };
}

describe('标题规则 and hidden fields', () => {
  it('a rule naming a control hidden at some node is refused: 标题规则不能使用在某些节点隐藏的字段「请假事由」', () => {
    const flow = leaveHidingReason('{initiator}请假：{leave_reason}');
    expect(controlsHiddenAnywhere(flow, form)).toEqual(new Set(['leave_reason']));
    expect(checkFlow(flow, form).map((p) => p.message)).toContain('标题规则不能使用在某些节点隐藏的字段「请假事由」');
  });

  it('a rule naming only visible controls passes', () => {
    const flow = leaveHidingReason('{initiator}请假{leave_days}天');
    expect(checkFlow(flow, form).map((p) => p.message).filter((m) => m.startsWith('标题规则'))).toEqual([]);
  });

  it('a title is made without a control some node hides', () => {
    const flow = leaveHidingReason('{initiator}请假：{leave_reason}');
    const facts = { initiatorName: '张三', flowName: '请假', launchedAt: '2026-11-24T09:30', form, values: { leave_reason: '私事-回老家探亲' } };
    expect(instanceTitle('{initiator}请假：{leave_reason}', { ...facts, hiddenIds: controlsHiddenAnywhere(flow, form) })).toBe('张三请假：');
  });
});
