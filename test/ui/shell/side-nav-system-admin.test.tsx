/** @jest-environment jest-fixed-jsdom */
// 陈志远 (系统管理员) sees every 管理 entry, 流程统计 among them: the side navigation is fed the rights the demo
// backend answers him (get_my_rights), not a hand-written list, so the menu and the page's own check agree.
import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { MyRights } from '../../../application/shell/my-rights';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { SideNav } from '../../../ui/shell/side-nav';
import { approvalBackend } from '../../adapters/demo/approval-kit';
import { myRightsDouble } from './my-rights-double';

test('the 系统管理员 陈志远 has 流程统计 in the 管理 menu, with the rights the backend answers him', async () => {
  const backend = await approvalBackend();
  await backend.as('u-ceo');
  const answer = (await backend.get('/api/workflow/permission/get_my_rights')).body.data;
  const container = new Container();
  container.bind(MyRights).toConstantValue(myRightsDouble(answer.kinds, answer.flowModelIds).service);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={['/']}><SideNav /></MemoryRouter>
    </ContainerProvider>,
  );
  const admin = within(screen.getByRole('group', { name: '管理' }));
  expect(admin.getByRole('link', { name: '流程统计' })).toHaveAttribute('href', '/flowStatis');
});

test('账号管理 is in his 管理 menu on the real server (passwords), and not in the in-browser demo', async () => {
  const { SignInApi } = await import('../../../application/ports/sign-in-api');
  const backend = await approvalBackend();
  await backend.as('u-ceo');
  const answer = (await backend.get('/api/workflow/permission/get_my_rights')).body.data;
  for (const available of [true, false]) {
    const container = new Container();
    container.bind(MyRights).toConstantValue(myRightsDouble(answer.kinds, answer.flowModelIds).service);
    container.bind(SignInApi).toConstantValue({ available } as never);
    const { unmount } = render(
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={['/']}><SideNav /></MemoryRouter>
      </ContainerProvider>,
    );
    const admin = within(screen.getByRole('group', { name: '管理' }));
    if (available) expect(admin.getByRole('link', { name: '账号管理' })).toHaveAttribute('href', '/accountManage');
    else expect(admin.queryByRole('link', { name: '账号管理' })).toBeNull();
    unmount();
  }
});
