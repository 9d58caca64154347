/** @jest-environment jest-fixed-jsdom */
// Issue 27: the approver drawer grouped as ruoyi's (审批人 / 审批方式 / 拒绝 / 超时 / 同一人 / 意见与签名 / 按钮 / 字段权限):
// each group edits its props of the node.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { FlowDesignerSession } from '../../../application/designer/flow-designer-session';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { loadedOrganisation } from '../../application/designer/loaded-organisation';
import { parseFlow, type ApproverNode, type Flow } from '../../../domain/flow';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { APPROVER_SECTIONS } from '../../../ui/flow-designer/nodes/approver/approver-sections';
import { buttonsSection } from '../../../ui/flow-designer/nodes/approver/buttons-section';
import { commentSignatureSection } from '../../../ui/flow-designer/nodes/approver/comment-signature-section';
import { rejectSection } from '../../../ui/flow-designer/nodes/approver/reject-section';
import { assigneeSection } from '../../../ui/flow-designer/nodes/approver/assignee-section';
import type { ApproverSection } from '../../../ui/flow-designer/nodes/approver/approver-section';
import { loadForm } from '../../fixtures/flows/flow-fixtures';

const parsed = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: {
  id: 'a', type: 'approver', name: '经理', props: { assignee: { type: 'users', userIds: ['u-be1'] } }, next: {
    id: 'b', type: 'approver', name: '财务', props: { assignee: { type: 'users', userIds: ['u-it1'] }, buttons: { transfer: { enabled: false } } },
  } } } });
if (!parsed.ok) throw new Error('bad flow');
const flow: Flow = parsed.flow;
const nodeB = flow.root.next?.next as ApproverNode;

function renderSection({ Section }: ApproverSection, node: ApproverNode = nodeB) {
  const updateNodeProps = jest.fn();
  const state$ = new BehaviorSubject({ flow });
  const container = new Container();
  container.bind(FlowDesignerSession).toConstantValue({ updateNodeProps, state$, snapshot: state$.value } as unknown as FlowDesignerSession);
  container.bind(OrganisationDirectory).toConstantValue(loadedOrganisation());
  render(<ContainerProvider container={container}><App><Section node={node} form={loadForm('leave')} /></App></ContainerProvider>);
  return updateNodeProps;
}

test('the approver drawer groups its settings in ruoyi order', () => {
  expect(APPROVER_SECTIONS.map((s) => s.title)).toEqual(['审批人', '审批方式', '拒绝', '超时', '同一人', '意见与签名', '按钮', '字段权限']);
});

test('拒绝 section: onReject returnTo offers the start node and the approvers before the node', async () => {
  const update = renderSection(rejectSection);
  fireEvent.click(screen.getByRole('radio', { name: '退回到指定节点' }));
  expect(update).toHaveBeenCalledWith('b', { onReject: { type: 'returnTo', nodeId: 'start' } });
  const returning = { ...nodeB, props: { ...nodeB.props, onReject: { type: 'returnTo' as const, nodeId: 'start' } } };
  document.body.innerHTML = '';
  const again = renderSection(rejectSection, returning);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '退回节点' }));
  await screen.findAllByRole('option');
  const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
  expect(options).toEqual(['发起人', '经理']);
  fireEvent.click(screen.getByRole('radio', { name: '直接结束流程' }));
  expect(again).toHaveBeenCalledWith('b', { onReject: undefined });
});

test('意见与签名 section: requireComment per decision and requireSignature', () => {
  const update = renderSection(commentSignatureSection);
  fireEvent.click(screen.getByRole('checkbox', { name: '同意时必须填写审批意见' }));
  expect(update).toHaveBeenCalledWith('b', { requireComment: { approve: true } });
  fireEvent.click(screen.getByRole('checkbox', { name: '同意时需要手写签名' }));
  expect(update).toHaveBeenCalledWith('b', { requireSignature: true });
});

test('按钮 section: buttons switched off and renamed; a disabled one shows unchecked', () => {
  const update = renderSection(buttonsSection);
  expect((screen.getByRole('checkbox', { name: '启用转交' }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('checkbox', { name: '启用拒绝' }));
  expect(update).toHaveBeenLastCalledWith('b', { buttons: { transfer: { enabled: false }, reject: { enabled: false } } }, 'buttons:b:reject');
  fireEvent.change(screen.getByRole('textbox', { name: '同意 显示名称' }), { target: { value: '确认' } });
  expect(update).toHaveBeenLastCalledWith('b', { buttons: { transfer: { enabled: false }, approve: { enabled: true, label: '确认' } } }, 'buttons:b:approve');
});

test('issue 43 #13: a 办理人 node\'s drawer says 办理人 and 办理人为空时, never 审批人', () => {
  const handler = { ...nodeB, type: 'handler', name: 'IT 发放' } as unknown as ApproverNode;
  renderSection(assigneeSection, handler);
  expect(screen.getByRole('heading', { name: '办理人为空时' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '指定人员办理' })).toBeInTheDocument();
  expect(screen.queryByText(/审批人/)).toBeNull();
  document.body.innerHTML = '';
  renderSection(assigneeSection, nodeB);
  expect(screen.getByRole('heading', { name: '审批人为空时' })).toBeInTheDocument();
});
