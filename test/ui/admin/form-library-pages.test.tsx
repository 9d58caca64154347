/** @jest-environment jest-fixed-jsdom */
// 表单列表 and 表单详情 (/workflow/sprites[/:formId]): the saved forms, and one form as the applicant will see it.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { adminModule } from '../../../application/admin/admin-module';
import { FormApi, type FormSummary } from '../../../application/ports/form-api';
import type { PageQuery } from '../../../application/ports/paging';
import { leaveForm } from '../../../adapters/demo/seed/seed-forms';
import FormListPage from '../../../ui/admin/form-list-page';
import FormDetailPage from '../../../ui/admin/form-detail-page';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { renderAdminRoutes } from './render-admin-routes';

beforeAll(preloadAppChunks);

const summaries: FormSummary[] = [
  { id: 'form-leave', name: '请假申请', controlCount: 9, updatedAt: '2025-03-03T09:00:00.000Z' },
  { id: 'form-trip', name: '出差申请', controlCount: 6, updatedAt: '2025-03-03T09:00:00.000Z' },
];

class FakeForms {
  readonly queries: Array<PageQuery & { keyword?: string }> = [];
  async getFormList(query: PageQuery & { keyword?: string }) {
    this.queries.push(query);
    const list = summaries.filter((f) => !query.keyword || f.name.includes(query.keyword));
    return { list, total: list.length, page: query.page, pageSize: query.pageSize };
  }
  async getForm(id: string) {
    if (id === 'form-leave') return leaveForm();
    throw { config: { url: '/x' }, code: 404, data: { message: '表单不存在' } };
  }
}

function renderAt(path: string) {
  const forms = new FakeForms();
  const container = new Container();
  container.bind(FormApi).toConstantValue(forms as unknown as FormApi);
  container.load(adminModule);
  renderAdminRoutes(container, path, { '/workflow/sprites': <FormListPage />, '/workflow/sprites/:formId': <FormDetailPage /> }, { antdApp: true });
  return forms;
}

test('表单列表 lists the saved forms with their field counts and searches by name', async () => {
  const forms = renderAt('/workflow/sprites');
  expect(await screen.findByRole('link', { name: '请假申请' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '出差申请' })).toBeInTheDocument();
  const search = screen.getByRole('searchbox', { name: '表单名称' });
  fireEvent.change(search, { target: { value: '出差' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await screen.findByText('6', {}, { timeout: 10_000 });
  expect(screen.queryByRole('link', { name: '请假申请' })).toBeNull();
  expect(forms.queries.at(-1)).toMatchObject({ page: 0, keyword: '出差' });
});

test('a form name opens 表单详情: the form\'s fields as the applicant sees them', async () => {
  renderAt('/workflow/sprites');
  fireEvent.click(await screen.findByRole('link', { name: '请假申请' }, { timeout: 10_000 }));
  expect(await screen.findByText('请假类型', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('请假事由')).toBeInTheDocument();
  expect(screen.getByText('9 个字段')).toBeInTheDocument();
});

test('表单详情 of an unknown form says it cannot be shown and leads back to the list', async () => {
  renderAt('/workflow/sprites/nope');
  expect(await screen.findByText('表单不存在或无法加载', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /返回表单列表/ })).toBeInTheDocument();
});
