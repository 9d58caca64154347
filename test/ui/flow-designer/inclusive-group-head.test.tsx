/** @jest-environment jest-fixed-jsdom */
// 包容分支 draws like 条件分支 (condition cards, 添加条件) but runs every matching branch: on the designer's canvas
// its head says 包容分支, so the two can be told apart; a 条件分支's head does not.
import { render } from '@testing-library/react';
import { parseFlow, type NodeNames } from '../../../domain/flow';
import { FlowCanvas } from '../../../ui/flow-designer/flow-canvas';
import type { FlowCanvasActions } from '../../../ui/flow-designer/flow-actions';

const branches = (prefix: string) => [
  { id: `${prefix}1`, name: '超过1天', priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: 1 }]] },
  { id: `${prefix}2`, name: '其他情况', priority: 2, default: true, conditions: [] },
];
const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
  id: 'inc', type: 'inclusive', name: '按天数与类型', props: {}, branches: branches('i'),
  next: { id: 'cond', type: 'condition', name: '是否复核', props: {}, branches: branches('c') },
} } });
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const names: NodeNames = { controlsById: new Map(), userName: (id) => id, deptName: (id) => id, roleName: (id) => id, controlTitle: (id) => id };
const actions = new Proxy({}, { get: () => jest.fn() }) as FlowCanvasActions;

test('the head of a 包容分支 on the designer canvas says 包容分支; a 条件分支 head does not', () => {
  const { container } = render(<FlowCanvas flow={parsed.flow} names={names} actions={actions} />);
  const head = (id: string) => container.querySelector(`[data-node-id="${id}"] > .flow-group-head`)!;
  expect(head('inc').querySelector('.flow-group-kind')?.textContent).toBe('包容分支');
  expect(head('inc').textContent).toContain('添加条件');
  expect(head('cond').querySelector('.flow-group-kind')).toBeNull();
});
