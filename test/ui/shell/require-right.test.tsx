/** @jest-environment jest-fixed-jsdom */
// Issue 25: an admin page for someone without its right is the 403 page with the reason, never the page.
import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import type { RightKind } from '../../../domain/permissions';
import { MyRights } from '../../../application/shell/my-rights';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { RequireRight } from '../../../ui/shell/require-right';
import { myRightsDouble } from './my-rights-double';

function renderPage(rights: readonly RightKind[], right: RightKind, flowModelIds: readonly string[] = [], modelId?: string) {
  const container = new Container();
  container.bind(MyRights).toConstantValue(myRightsDouble(rights, flowModelIds).service);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter><RequireRight right={right} modelId={modelId}><div>角色管理页</div></RequireRight></MemoryRouter>
    </ContainerProvider>,
  );
}

test('without the right: the 403 page with the reason (你没有系统管理员权限), not the page', async () => {
  renderPage([], 'system');
  expect(await screen.findByText(/你没有系统管理员权限/)).toBeInTheDocument();
  expect(screen.queryByText('角色管理页')).toBeNull();
});

test('with the right: the page', () => {
  renderPage(['system'], 'system');
  expect(screen.getByText('角色管理页')).toBeInTheDocument();
});

test('the designer of a flow outside a 子管理员\'s scope is refused with 你没有管理该流程的权限', async () => {
  renderPage(['flow'], 'flow', ['model-leave'], 'model-expense');
  expect(await screen.findByText(/你没有管理该流程的权限/)).toBeInTheDocument();
});
