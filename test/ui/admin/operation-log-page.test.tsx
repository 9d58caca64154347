/** @jest-environment jest-fixed-jsdom */
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { adminModule } from '../../../application/admin/admin-module';
import { OperationLogApi, type OperationLogRecord } from '../../../application/ports/operation-log-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppMessageProvider } from '../../../ui/hooks/app-message';
import OperationLogPage from '../../../ui/admin/operation-log-page';
import { AppTheme } from '../../../ui/shell/app-theme';

function renderPage(records: OperationLogRecord[]) {
  const container = new Container();
  container.bind(OperationLogApi).toConstantValue({ add: async () => undefined, list: async () => records });
  container.load(adminModule);
  render(
    <ContainerProvider container={container}>
      <AppTheme><App><AppMessageProvider><MemoryRouter><OperationLogPage /></MemoryRouter></AppMessageProvider></App></AppTheme>
    </ContainerProvider>,
  );
}

test('操作日志 lists who did what to which object, and filters by operator', async () => {
  renderPage([
    { id: '2', action: 'remove_role', target: '法务', userName: '周敏', at: '2024-05-03T09:00:00.000Z' },
    { id: '1', action: 'add_form_value', target: '费用类型', userName: '李四', at: '2024-05-01T09:00:00.000Z' },
  ]);
  expect(await screen.findByText('删除角色', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('费用类型')).toBeInTheDocument();
  expect(screen.getByText('共 2 条')).toBeInTheDocument();
  const who = screen.getByRole('searchbox', { name: '操作人' });
  fireEvent.change(who, { target: { value: '李四' } });
  fireEvent.keyDown(who, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(screen.queryByText('删除角色')).toBeNull());
  expect(screen.getByText('新增表单值')).toBeInTheDocument();
});

test('操作日志 without entries says there are none yet', async () => {
  renderPage([]);
  expect(await screen.findByText('还没有操作记录', {}, { timeout: 10_000 })).toBeInTheDocument();
});
