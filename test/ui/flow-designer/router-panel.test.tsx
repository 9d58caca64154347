/** @jest-environment jest-fixed-jsdom */
// Issue 42: the 路由分支 drawer — routes in order, each with its name, conditions and the node it jumps to (only
// approvers, handlers and cc nodes on the main chain are offered, and 结束), added and removed.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { FlowDesignerSession } from '../../../application/designer/flow-designer-session';
import { parseFlow, type Flow, type RouterNode } from '../../../domain/flow';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { nodeUiOf } from '../../../ui/flow-designer/nodes/registry';
import { loadForm } from '../../fixtures/flows/flow-fixtures';

const users = (...userIds: string[]) => ({ type: 'users', userIds });
const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
  id: 'a', type: 'approver', name: '经理', props: { assignee: users('u-be1') }, next: {
    id: 'r', type: 'router', name: '路由分支', props: { routes: [{ name: '长假', conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], toNodeId: '' }] }, next: {
      id: 'g', type: 'condition', name: '分支', props: {}, branches: [
        { id: 'g1', name: '条件1', priority: 1, conditions: [[{ controlId: 'leave_days', op: 'gt', value: 1 }]], next: { id: 'x', type: 'approver', name: '分支内审批', props: { assignee: users('u-fe2') } } },
        { id: 'g2', name: '其他情况', priority: 2, default: true, conditions: [] },
      ], next: { id: 'c', type: 'cc', name: '抄送行政', props: { assignee: users('u-hr1') } },
    },
  } } } });
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const flow: Flow = parsed.flow;
const router = flow.root.next?.next as RouterNode;

function renderPanel() {
  const updateNodeProps = jest.fn();
  const state$ = new BehaviorSubject({ flow });
  const container = new Container();
  container.bind(FlowDesignerSession).toConstantValue({ updateNodeProps, state$, snapshot: state$.value } as unknown as FlowDesignerSession);
  const Panel = nodeUiOf('router')!.Panel;
  render(<ContainerProvider container={container}><App><Panel node={router} form={loadForm('leave')} /></App></ContainerProvider>);
  return updateNodeProps;
}

test('the target picker offers the main chain\'s approvers and cc nodes and 结束, not a node inside a branch nor the router', async () => {
  const update = renderPanel();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '路由1 跳转到' }));
  await screen.findAllByRole('option');
  expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['经理', '抄送行政', '结束']);
  fireEvent.click(document.querySelector('.ant-select-item-option[title="结束"]') ?? screen.getAllByText('结束').at(-1)!);
  expect(update).toHaveBeenLastCalledWith('r', { routes: [{ name: '长假', conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], toNodeId: 'end' }] });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '路由1 跳转到' }));
  fireEvent.click(document.querySelector('.ant-select-item-option[title="抄送行政"]') ?? screen.getAllByText('抄送行政').at(-1)!);
  expect(update).toHaveBeenLastCalledWith('r', { routes: [{ name: '长假', conditions: [[{ controlId: 'leave_days', op: 'gt', value: 3 }]], toNodeId: 'c' }] });
});

test('a route is added with a fresh name and removed again; its name is edited in place', () => {
  const update = renderPanel();
  fireEvent.click(screen.getByRole('button', { name: '+ 添加路由' }));
  expect(update).toHaveBeenLastCalledWith('r', { routes: [router.props.routes![0], { name: '路由2', conditions: [], toNodeId: '' }] });
  fireEvent.change(screen.getByRole('textbox', { name: '路由1 名称' }), { target: { value: '大额' } });
  expect(update).toHaveBeenLastCalledWith('r', { routes: [{ ...router.props.routes![0], name: '大额' }] });
  fireEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
  expect(update).toHaveBeenLastCalledWith('r', { routes: [] });
});

test('on the canvas a 路由分支 card reads its routes (name: conditions), and says what to set while it has none', async () => {
  const { FlowCanvas } = await import('../../../ui/flow-designer/flow-canvas');
  const names = { controlsById: new Map(loadForm('leave').controls.map((c) => [c.id, c])), userName: (id: string) => id, deptName: (id: string) => id, roleName: (id: string) => id, controlTitle: (id: string) => loadForm('leave').controls.find((c) => c.id === id)?.config.title ?? id };
  const actions = new Proxy({}, { get: () => jest.fn() }) as never;
  const { container } = render(<FlowCanvas flow={flow} names={names} actions={actions} />);
  expect(container.querySelector('[data-node-id="r"]')?.textContent).toMatch(/路由分支[\s\S]*长假：请假天数 > 3/);
  const empty = { ...flow, root: { ...flow.root, next: { ...flow.root.next!, next: { ...router, props: { routes: [] } } } } } as Flow;
  const again = render(<FlowCanvas flow={empty} names={names} actions={actions} />);
  expect(again.container.querySelector('[data-node-id="r"]')?.textContent).toContain('请添加路由');
});
