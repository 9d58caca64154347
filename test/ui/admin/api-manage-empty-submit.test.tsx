/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 12: 确定 on an empty 新增接口 dialog logged an uncaught rejection (antd's validateFields).
import 'reflect-metadata';
import '../controls/message-channel';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { adminModule } from '../../../application/admin/admin-module';
import { ApiDefinitionApi, type ApiDefinition } from '../../../application/ports/api-definition-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { AppMessageProvider } from '../../../ui/hooks/app-message';
import ApiManagePage from '../../../ui/admin/api-manage-page';
import { AppTheme } from '../../../ui/shell/app-theme';

class FakeApiDefinitions {
  readonly added: unknown[] = [];
  async getApis() { return { list: [] as ApiDefinition[], total: 0, page: 0, pageSize: 10 }; }
  async addApi(api: unknown) { this.added.push(api); return { id: 'new' }; }
}

test('确定 on an empty 新增接口 dialog shows the field messages, sends nothing and leaves no unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const fake = new FakeApiDefinitions();
    const container = new Container();
    container.bind(ApiDefinitionApi).toConstantValue(fake as unknown as ApiDefinitionApi);
    container.load(adminModule);
    render(
      <ContainerProvider container={container}>
        <AppTheme><App><AppMessageProvider><MemoryRouter><ApiManagePage /></MemoryRouter></AppMessageProvider></App></AppTheme>
      </ContainerProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '新增接口' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    // Give a rejection the turns it needs to be reported.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(unhandled).toEqual([]);
    expect(fake.added).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
