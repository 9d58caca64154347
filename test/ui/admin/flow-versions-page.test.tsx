/** @jest-environment jest-fixed-jsdom */
// Issue 29, 版本记录: the versions with the current one marked, 对比 in words with both trees coloured, 回滚 sends
// the newest design version the page read, 删除 shows the server's refusal; 迁移's dry run lists each instance.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { adminModule } from '../../../application/admin/admin-module';
import { FlowModelApi, type ModelDesign } from '../../../application/ports/flow-model-api';
import { FlowVersionApi, type FlowVersion, type MigrationOutcome, type MigrationRequest } from '../../../application/ports/flow-version-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import FlowVersionsPage from '../../../ui/admin/flow-versions/flow-versions-page';
import { failure } from '../../application/approvals/fakes';
import { loadFlow, loadForm } from '../../fixtures/flows/flow-fixtures';
import { renderAdminRoutes } from './render-admin-routes';

const WAIT = { timeout: 10_000 };
const version = (v: number, extra: Partial<FlowVersion> = {}): FlowVersion => ({
  version: v, publishedBy: 'u-ceo', publishedByName: '王总', publishedAt: '2026-11-20T08:00:00.000Z', note: '', running: 0, finished: 0, current: false, ...extra,
});

class FakeVersions {
  rollbacks: unknown[] = [];
  plans: MigrationRequest[] = [];
  async listVersions(): Promise<FlowVersion[]> {
    return [version(3, { current: true, note: '人事会签' }), version(2, { running: 1, finished: 4, note: '首次发布' })];
  }
  async getVersion(_modelId: string, v: number): Promise<ModelDesign> {
    const flow = loadFlow('leave');
    // Version 3: 部门负责人 removed, 人事审批 会签.
    const long = (flow.root.next as unknown as { branches: Array<{ next: { next: { props: Record<string, unknown> } } }> }).branches[0];
    if (v === 3) long.next = { ...long.next.next, props: { ...long.next.next.props, mode: 'and' } } as never;
    return { modelId: 'm-leave', version: v, form: loadForm('leave'), flow: flow as never, settings: {} };
  }
  async rollback(...args: unknown[]) {
    this.rollbacks.push(args);
    return { publishedVersion: 5, publishedAt: '' };
  }
  async deleteVersion(): Promise<void> {
    throw failure(400, { msg: '版本 2 还有 1 条审批中的实例，不能删除；请先迁移这些实例' });
  }
  async runningInstances() {
    return [{ id: 'i1', title: '张三的请假', applicantName: '张三', version: 2, createdAt: '', nodes: [{ id: 'n-dept-head', name: '部门负责人' }] }];
  }
  async planMigration(request: MigrationRequest): Promise<MigrationOutcome[]> {
    this.plans.push(request);
    return [{ instanceId: 'i1', title: '张三的请假', fromVersion: 2, ok: false, standing: [], reasons: ['表单「工作交接人」：必填项'] }];
  }
}

/** The open confirmation bubble. */
async function popconfirm(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull(), WAIT);
  return document.querySelector('.ant-popconfirm') as HTMLElement;
}

function renderPage() {
  const fake = new FakeVersions();
  const container = new Container();
  container.bind(FlowVersionApi).toConstantValue(fake as unknown as FlowVersionApi);
  container.bind(FlowModelApi).toConstantValue({ getModelDesign: async () => ({ version: 4 }), getModel: async () => ({ name: '请假' }) } as unknown as FlowModelApi);
  container.bind(OrganisationDirectory).toConstantValue({ load: async () => ({ organisation: { users: [], depts: [], roles: [] } }) } as unknown as OrganisationDirectory);
  container.load(adminModule);
  renderAdminRoutes(container, '/flowVersions?modelId=m-leave', { '/flowVersions': <FlowVersionsPage /> });
  return fake;
}

test('版本记录 lists each version with its publisher, note and instance counts, the current one marked', async () => {
  renderPage();
  const list = await screen.findByTestId('version-list', {}, WAIT);
  const current = await within(list).findByText('人事会签', {}, WAIT);
  expect(current.closest('tr')!.textContent).toMatch(/版本 3当前王总/);
  expect(within(list).getByText('首次发布').closest('tr')!.textContent).toMatch(/14/);
});

test('对比 shows the changes in words and colours the changed node in both trees', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '对比版本 2' }, WAIT));
  const changes = await screen.findByTestId('version-changes', {}, WAIT);
  await waitFor(() => expect(changes.textContent).toContain('审批节点「人事审批」：审批方式 或签 → 会签'), WAIT);
  expect(screen.getByTestId('outline-to').querySelector('[data-node-id="n-hr"]')!.getAttribute('data-change')).toBe('changed');
});

test('回滚 sends the newest design version the page read (a stale page is refused by the server)', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '回滚到版本 2' }, WAIT));
  fireEvent.click(await within(await popconfirm()).findByRole('button', { name: /回\s*滚/ }, WAIT));
  await waitFor(() => expect(fake.rollbacks).toEqual([['m-leave', 2, 4, '']]), WAIT);
  expect(await screen.findByText('已回滚：版本 2 发布为版本 5', {}, WAIT)).toBeInTheDocument();
});

test('删除 a version with running instances shows why it was refused', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '删除版本 2' }, WAIT));
  fireEvent.click(await within(await popconfirm()).findByRole('button', { name: /删\s*除/ }, WAIT));
  expect(await screen.findByText('版本 2 还有 1 条审批中的实例，不能删除；请先迁移这些实例', {}, WAIT)).toBeInTheDocument();
});

test('迁移: a node the target lacks asks for its new node; the dry run lists why an instance cannot move', async () => {
  const fake = renderPage();
  const migration = await screen.findByTestId('version-migration', {}, WAIT);
  await waitFor(() => expect(migration.querySelector('tr[data-row-key="i1"] input[type="checkbox"]')).not.toBeNull(), WAIT);
  fireEvent.click(migration.querySelector('tr[data-row-key="i1"] input[type="checkbox"]')!);
  expect(await within(migration).findByText(/「部门负责人」→/, {}, WAIT)).toBeInTheDocument();
  fireEvent.click(within(migration).getByRole('button', { name: /试\s*运\s*行/ }));
  expect(await within(migration).findByText('表单「工作交接人」：必填项', {}, WAIT)).toBeInTheDocument();
  expect(fake.plans).toEqual([{ modelId: 'm-leave', toVersion: 3, instanceIds: ['i1'], map: {} }]);
});
