/** @jest-environment jest-fixed-jsdom */
// The organisation pickers: search people by name or department, browse the department tree, pick one or many.
import 'reflect-metadata';
import '../controls/message-channel';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { useState } from 'react';
import { AssigneeRoleApi } from '../../../application/ports/assignee-role-api';
import { OrganizationApi } from '../../../application/ports/organization-api';
import { OrganisationDirectory } from '../../../application/organisation/organisation-directory';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { DeptPickerPanel, DeptSelect, MemberPickerPanel, MemberSelect, RoleSelect } from '../../../ui/org-picker';
import { phoneViewport } from '../phone/phone-viewport';
import { FakeAssigneeRoleApi, FakeOrganizationApi } from '../../application/organisation/fake-org-apis';

function containerWithOrg(leftIds: readonly string[] = []): Container {
  const container = new Container();
  const api = new FakeOrganizationApi();
  api.staff = api.staff.map((s) => (leftIds.includes(s.id) ? { ...s, disabled: true } : s));
  container.bind(OrganizationApi).toConstantValue(api);
  container.bind(AssigneeRoleApi).toConstantValue(new FakeAssigneeRoleApi());
  container.bind(OrganisationDirectory).toSelf().inSingletonScope();
  return container;
}

function Harness({ multiple = true, picked, initial = [] }: { multiple?: boolean; picked: (ids: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <MemberPickerPanel value={value} multiple={multiple} onChange={(ids) => { setValue(ids); picked(ids); }} />;
}

const members = () => within(screen.getByRole('list', { name: '成员' }));

describe('MemberPickerPanel', () => {
  it('searches by name and by department, and picks several people', async () => {
    const picked = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><Harness picked={picked} /></ContainerProvider>);
    const search = await screen.findByRole('searchbox', { name: '搜索成员' });
    fireEvent.change(search, { target: { value: '华东' } });
    expect(members().getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['蒋涛', '王五', '沈佳', '韦强']);
    fireEvent.click(members().getByRole('checkbox', { name: '王五' }));
    fireEvent.change(search, { target: { value: '张三' } });
    fireEvent.click(members().getByRole('checkbox', { name: '张三' }));
    expect(picked).toHaveBeenLastCalledWith(['u-wangwu', 'u-applicant']);
    expect(within(screen.getByLabelText('已选成员')).getByText('王五')).toBeInTheDocument();
  });

  it('browsing a department shows its people and those of its sub-departments', async () => {
    render(<ContainerProvider container={containerWithOrg()}><Harness picked={() => undefined} /></ContainerProvider>);
    const depts = within(await screen.findByLabelText('部门'));
    fireEvent.click(await depts.findByText('研发中心'));
    expect(members().getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(depts.getByText('后端组'));
    expect(members().getByRole('checkbox', { name: '韩冰' })).toBeInTheDocument();
    expect(members().queryByRole('checkbox', { name: '郑浩' })).toBeNull();
  });

  it('never offers a person who has left (disabled: true), in search, a department or the whole list; one already picked is still named', async () => {
    render(<ContainerProvider container={containerWithOrg(['u-wangwu'])}><Harness picked={() => undefined} initial={['u-wangwu']} /></ContainerProvider>);
    const search = await screen.findByRole('searchbox', { name: '搜索成员' });
    expect(members().getByRole('checkbox', { name: '张三' })).toBeInTheDocument();
    expect(members().queryByRole('checkbox', { name: '王五' })).toBeNull();
    fireEvent.change(search, { target: { value: '华东' } });
    expect(members().getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['蒋涛', '沈佳', '韦强']);
    fireEvent.change(search, { target: { value: '王五' } });
    expect(members().queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(screen.getByLabelText('已选成员')).getByText('王五')).toBeInTheDocument();
  });

  it('single mode keeps one person', async () => {
    const picked = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><Harness multiple={false} picked={picked} /></ContainerProvider>);
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索成员' }), { target: { value: '财务部' } });
    fireEvent.click(members().getByRole('radio', { name: '孙丽' }));
    fireEvent.click(members().getByRole('radio', { name: '何军' }));
    expect(picked).toHaveBeenLastCalledWith(['u-fin-2']);
  });
});

describe('MemberSelect', () => {
  it('opens the picker in a dialog and hands the choice over on 确定', async () => {
    const onChange = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><MemberSelect value={['u-ceo']} onChange={onChange} label="选择审批人" /></ContainerProvider>);
    expect(await screen.findByText('陈志远')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择审批人' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '搜索成员' }), { target: { value: '韩冰' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '韩冰' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith(['u-ceo', 'u-it-1']);
  });
});

describe('on a phone the pickers open as a full-screen sheet (issue 41)', () => {
  let viewport: ReturnType<typeof phoneViewport>;
  beforeEach(() => { viewport = phoneViewport(390); });
  afterEach(() => viewport.restore());

  it('the member picker is a full-screen sheet from the bottom, not a dialog; 确定 hands the choice over', async () => {
    const onChange = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><MemberSelect value={[]} onChange={onChange} label="选择成员" /></ContainerProvider>);
    fireEvent.click(screen.getByRole('button', { name: '选择成员' }));
    const sheet = await screen.findByRole('dialog');
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(sheet.closest('.org-picker-sheet')).not.toBeNull();
    expect(sheet.closest('.ant-drawer-bottom')).not.toBeNull();
    expect(sheet.closest('.ant-drawer-content-wrapper')?.getAttribute('style')).toMatch(/height: 100%/);
    fireEvent.change(within(sheet).getByRole('searchbox', { name: '搜索成员' }), { target: { value: '韩冰' } });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '韩冰' }));
    fireEvent.click(within(sheet).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith(['u-it-1']);
  });

  it('the department picker is the same sheet; 取消 keeps the value', async () => {
    const onChange = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><DeptSelect value={[]} onChange={onChange} /></ContainerProvider>);
    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    const sheet = await screen.findByRole('dialog');
    expect(sheet.closest('.org-picker-sheet')).not.toBeNull();
    fireEvent.click(await within(sheet).findByText('华北区'));
    fireEvent.click(within(sheet).getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByText('华北区'));
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith(['d-north']);
  });

  it('on a desktop the member picker stays a dialog', async () => {
    viewport.resize(1280);
    render(<ContainerProvider container={containerWithOrg()}><MemberSelect value={[]} onChange={() => undefined} /></ContainerProvider>);
    fireEvent.click(screen.getByRole('button', { name: '选择成员' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).not.toBeNull();
    expect(dialog.closest('.org-picker-sheet')).toBeNull();
  });
});

describe('DeptPickerPanel and RoleSelect', () => {
  it('checks departments in the tree', async () => {
    const onChange = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><DeptPickerPanel value={[]} onChange={onChange} /></ContainerProvider>);
    fireEvent.click(await screen.findByText('华北区'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['d-north']));
  });

  it('lists the roles by name', async () => {
    const onChange = jest.fn();
    render(<ContainerProvider container={containerWithOrg()}><RoleSelect value={[]} onChange={onChange} /></ContainerProvider>);
    const select = screen.getByRole('combobox', { name: '角色' });
    await waitFor(() => expect(screen.queryByLabelText('loading')).toBeNull());
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('IT 管理员'));
    expect(onChange).toHaveBeenCalledWith(['role-it']);
  });
});
