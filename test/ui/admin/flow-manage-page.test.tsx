/** @jest-environment jest-fixed-jsdom */
// Issue 16, creating flows: 新建流程 opens the designer on the new flow; 复制 and 删除 ask first; a flow with
// instances cannot be deleted (the server's message is shown), only stopped.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { adminModule } from '../../../application/admin/admin-module';
import { FlowModelApi, type FlowCategory, type FlowModel, type FlowModelDraft } from '../../../application/ports/flow-model-api';
import FlowManagePage from '../../../ui/admin/flow-manage-page';
import { AppMessageProvider } from '../../../ui/hooks/app-message';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppTheme } from '../../../ui/shell/app-theme';
import { failure } from '../../application/approvals/fakes';

const WAIT = { timeout: 10_000 };

class FakeFlows {
  models: FlowModel[] = [
    { id: 'm-leave', name: '请假', categoryId: 'c-hr', description: '', status: 'active', publishedVersion: 2, formId: 'f1', createdAt: '', updatedAt: '' },
  ];
  created: FlowModelDraft[] = [];
  deleted: string[] = [];
  async getCategoryList(): Promise<FlowCategory[]> {
    return [{ id: 'c-hr', name: '人事', models: this.models.filter((m) => m.categoryId === 'c-hr') }, { id: 'c-other', name: '其他', models: this.models.filter((m) => m.categoryId === 'c-other') }];
  }
  async createModel(draft: FlowModelDraft): Promise<FlowModel> {
    this.created.push(draft);
    const model = { ...this.models[0]!, ...draft, id: 'm-new', publishedVersion: 0 };
    this.models.push(model);
    return model;
  }
  async copyModel(id: string): Promise<FlowModel> {
    const source = this.models.find((m) => m.id === id)!;
    const copy = { ...source, id: `${id}-copy`, name: `${source.name} 副本`, publishedVersion: 0 };
    this.models.push(copy);
    return copy;
  }
  async deleteModel(id: string): Promise<void> {
    if (id === 'm-leave') throw failure(400, { msg: '该流程已有 3 条审批记录，不能删除，只能停用' });
    this.deleted.push(id);
    this.models = this.models.filter((m) => m.id !== id);
  }
}

function Designer() {
  const { id } = useParams();
  return <p>设计器 {id}</p>;
}

function renderPage() {
  const fake = new FakeFlows();
  const container = new Container();
  container.bind(FlowModelApi).toConstantValue(fake as unknown as FlowModelApi);
  container.load(adminModule);
  render(
    <ContainerProvider container={container}>
      <AppTheme><App><AppMessageProvider><MemoryRouter initialEntries={['/flowManage']}>
        <Routes>
          <Route path="/flowManage" element={<FlowManagePage />} />
          <Route path="/flow-set/:id/frameset" element={<Designer />} />
        </Routes>
      </MemoryRouter></AppMessageProvider></App></AppTheme>
    </ContainerProvider>,
  );
  return fake;
}

const row = async (name: string) => (await screen.findByText(name, undefined, WAIT)).closest('tr') as HTMLElement;

test('新建流程 asks name, category, icon and description, then opens the designer on the new flow', async () => {
  const fake = renderPage();
  await row('请假');
  fireEvent.click(screen.getByRole('button', { name: '新建流程' }));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  fireEvent.click(within(dialog).getByRole('button', { name: '创建并设计' }));
  expect(await within(dialog).findByText('请输入流程名称')).toBeInTheDocument();
  expect(fake.created).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('流程名称'), { target: { value: '用章申请' } });
  fireEvent.click(within(dialog).getByLabelText('图标 章'));
  fireEvent.change(within(dialog).getByLabelText('说明'), { target: { value: '公章使用' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分类' }));
  fireEvent.click(await screen.findByTitle('人事', {}, WAIT));
  fireEvent.click(within(dialog).getByRole('button', { name: '创建并设计' }));
  expect(await screen.findByText('设计器 m-new', undefined, WAIT)).toBeInTheDocument();
  expect(fake.created).toEqual([{ name: '用章申请', categoryId: 'c-hr', icon: 'seal', description: '公章使用' }]);
});

test('issue 32: 新建流程 asks for the category — none is chosen for the user, and 创建 without one says 请选择流程分类', async () => {
  const fake = renderPage();
  await row('请假');
  fireEvent.click(screen.getByRole('button', { name: '新建流程' }));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  await screen.findByText('选择分类', undefined, WAIT);
  fireEvent.change(within(dialog).getByLabelText('流程名称'), { target: { value: '用章申请' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建并设计' }));
  expect(await within(dialog).findByText('请选择流程分类')).toBeInTheDocument();
  expect(fake.created).toEqual([]);
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分类' }));
  fireEvent.click(await screen.findByTitle('其他', {}, WAIT));
  fireEvent.click(within(dialog).getByRole('button', { name: '创建并设计' }));
  expect(await screen.findByText('设计器 m-new', undefined, WAIT)).toBeInTheDocument();
  expect(fake.created).toEqual([{ name: '用章申请', categoryId: 'c-other', icon: 'other', description: '' }]);
});

test('复制 asks first, then lists the copy as 未发布', async () => {
  renderPage();
  fireEvent.click(within(await row('请假')).getByRole('button', { name: '复制 请假' }));
  const confirm = await screen.findByRole('tooltip', undefined, WAIT);
  expect(confirm).toHaveTextContent('表单、流程和设置将复制为一个未发布的新流程');
  fireEvent.click(within(confirm).getByRole('button', { name: '复制' }));
  const copy = await row('请假 副本');
  expect(within(copy).getByText('未发布')).toBeInTheDocument();
});

test('删除 asks first; a flow with instances is refused with the server message and stays listed; a new flow is deleted', async () => {
  const fake = renderPage();
  fireEvent.click(within(await row('请假')).getByRole('button', { name: '删除 请假' }));
  fireEvent.click(within(await screen.findByRole('tooltip', undefined, WAIT)).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('该流程已有 3 条审批记录，不能删除，只能停用', undefined, WAIT)).toBeInTheDocument();
  expect(screen.getByText('请假')).toBeInTheDocument();
  await fake.copyModel('m-leave');
  fireEvent.change(screen.getByPlaceholderText('搜索流程或分类'), { target: { value: '副本' } });
  fireEvent.keyDown(screen.getByPlaceholderText('搜索流程或分类'), { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(await row('请假 副本')).getByRole('button', { name: '删除 请假 副本' }));
  const tips = await screen.findAllByRole('tooltip', undefined, WAIT);
  fireEvent.click(within(tips.at(-1)!).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(fake.deleted).toEqual(['m-leave-copy']), WAIT);
  await waitFor(() => expect(screen.queryByText('请假 副本')).toBeNull(), WAIT);
});
