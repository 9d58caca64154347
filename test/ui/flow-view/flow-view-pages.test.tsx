/** @jest-environment jest-fixed-jsdom */
import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { FlowModel, ModelDesign } from '../../../application/ports/flow-model-api';
import InstanceFlowPage from '../../../ui/flow-view/instance-flow-page';
import ShowFlowPreviewPage from '../../../ui/flow-view/show-flow-preview-page';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { instanceOf } from '../../application/approvals/engine-instance';
import { makeContainer, renderWith } from '../approvals/render-with-container';

const WAIT = { timeout: 10_000 };
const leave = environment('leave');

const card = (title: string) => screen.getAllByTestId('flow-card-title').find((el) => el.textContent === title)?.closest('.flow-card');

test('/show-flow-preview draws the saved flow read-only with the designer cards (no + buttons, no tools)', async () => {
  const { container, fakes } = makeContainer();
  const model = { id: 'm-leave', name: '请假', publishedVersion: 2, publishedDesign: 2 } as FlowModel;
  Object.assign(fakes.flows, {
    getModel: async () => model,
    getModelDesign: async (): Promise<ModelDesign> => ({ modelId: 'm-leave', version: 3, form: leave.form, flow: leave.flow as unknown as ModelDesign['flow'], settings: {} }),
  });
  renderWith(container, <Routes><Route path="/show-flow-preview" element={<ShowFlowPreviewPage />} /></Routes>, '/show-flow-preview?modelId=m-leave');
  expect(await screen.findByRole('heading', { name: '请假 · 流程预览' }, WAIT)).toBeInTheDocument();
  expect(screen.getByText('已发布 版本 2')).toBeInTheDocument();
  // The newest save is a draft: no version number of its own (issue 43 #9).
  expect(screen.getByText('显示草稿：未发布的修改')).toBeInTheDocument();
  for (const title of ['发起人', '部门负责人', '人事审批', '直属主管', '抄送行政']) expect(card(title)).toBeTruthy();
  expect(screen.getByText('请假天数 > 3')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /删除|复制|添加/ })).toBeNull();
  expect(document.querySelector('.flow-card.is-editable')).toBeNull();
});

test('/ctb-show-flow marks each node: done with who, current with who is pending, the branch not taken, not yet reached', async () => {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [instanceOf(leave, 'u-fe1', { leave_type: 1, leave_start: '2026-03-05', leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事' }, [{ actor: 'u-fe-lead', action: 'approve' }])];
  renderWith(container, <Routes><Route path="/ctb-show-flow" element={<InstanceFlowPage />} /></Routes>, '/ctb-show-flow?instanceId=i1');
  expect(await screen.findByRole('heading', { name: '请假 · 流程图' }, WAIT)).toBeInTheDocument();
  expect(card('部门负责人')).toHaveClass('is-done');
  expect(card('部门负责人')).toHaveTextContent('郑前端 已同意');
  expect(card('人事审批')).toHaveClass('is-current');
  expect(card('人事审批')).toHaveTextContent('待 赵专员 处理');
  expect(card('直属主管')).toHaveClass('is-skipped');
  expect(document.querySelector('[data-branch-id="b-short"]')).toHaveClass('is-skipped');
  expect(card('抄送行政')).toHaveClass('is-waiting');
  expect(card('抄送行政')).toHaveTextContent('未开始');
});

test('/ctb-show-flow of a 子流程\'s child links back to its parent instance (主流程：…)', async () => {
  const { container, fakes } = makeContainer();
  const child = instanceOf(leave, 'u-fe1', { leave_type: 1, leave_start: '2026-03-05', leave_days: 2, leave_range: ['2026-12-01', '2026-12-02'], leave_reason: '显示器' });
  fakes.instances.instances = [{ ...child, parent: { instanceId: 'p 1', nodeId: 'n-buy', title: '张三的请假' } }];
  renderWith(container, <Routes><Route path="/ctb-show-flow" element={<InstanceFlowPage />} /></Routes>, '/ctb-show-flow?instanceId=i1');
  const link = await screen.findByRole('link', { name: '主流程：张三的请假' }, WAIT);
  expect(link).toHaveAttribute('href', '/ctb-show-flow?instanceId=p%201');
});

test('/ctb-show-flow for an unknown instance says so in Chinese', async () => {
  const { container } = makeContainer();
  renderWith(container, <Routes><Route path="/ctb-show-flow" element={<InstanceFlowPage />} /></Routes>, '/ctb-show-flow?instanceId=nope');
  expect(await screen.findByText('流程加载失败，请稍后重试', undefined, WAIT)).toBeInTheDocument();
});

test('/ctb-show-flow and /show-flow-preview without an id say which id is missing, in Chinese only (no instanceId / modelId), and ask the server nothing', async () => {
  const { container, fakes } = makeContainer();
  const asked: string[] = [];
  fakes.instances.getInstance = async (id: string) => { asked.push(`instance ${id}`); throw new Error('404'); };
  Object.assign(fakes.flows, {
    getModel: async (id: string) => { asked.push(`model ${id}`); throw new Error('404'); },
    getModelDesign: async (id: string) => { asked.push(`design ${id}`); throw new Error('404'); },
  });
  const { unmount } = renderWith(container, <Routes><Route path="/ctb-show-flow" element={<InstanceFlowPage />} /></Routes>, '/ctb-show-flow');
  expect(await screen.findByText('缺少申请编号，无法显示流程', undefined, WAIT)).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/instanceId|[A-Za-z]{3,}/);
  unmount();
  renderWith(container, <Routes><Route path="/show-flow-preview" element={<ShowFlowPreviewPage />} /></Routes>, '/show-flow-preview');
  expect(await screen.findByText('缺少流程编号，无法显示流程', undefined, WAIT)).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/modelId|[A-Za-z]{3,}/);
  expect(asked).toEqual([]);
});
