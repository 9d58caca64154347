/** @jest-environment jest-fixed-jsdom */
// Issue 43 #14: a refusal of 新增授权 (请选择授权的角色或人员) goes away once the grant is changed.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import type { RightsOverview } from '../../../application/admin/rights-admin';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { GrantDialog } from '../../../ui/admin/grant-dialog';
import { loadedOrganisation } from '../../application/designer/loaded-organisation';

const overview: RightsOverview = {
  rights: [{ kind: 'api', name: '接口管理员', description: '', scoped: false, mayGrant: true }],
  grants: [], categories: [], flows: [], people: [], roles: [],
};

test('issue 43 #14: after choosing a role in 新增授权, the dialog no longer says 请选择授权的角色或人员', async () => {
  const container = new Container();
  container.bind(OrganisationDirectory).toConstantValue(loadedOrganisation());
  const onSave = jest.fn(async () => { throw Object.assign(new Error('refused'), { code: 400, data: { msg: '请选择授权的角色或人员' }, config: {} }); });
  render(<ContainerProvider container={container}><GrantDialog overview={overview} initial={{ kind: 'api', roleIds: [], userIds: [] }} onSave={onSave} onClose={() => undefined} /></ContainerProvider>);
  fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请选择授权的角色或人员');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
  fireEvent.click(await screen.findByText('人事专员', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
