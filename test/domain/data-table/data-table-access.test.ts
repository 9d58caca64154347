import {
  checkDataTableAccess, dataTableAccessOf, DataTableAccessMessages, mayEditDataTable, mayViewDataTable, OPEN_ACCESS,
} from '../../../domain/data-table';
import { indexOrganisation, type Organisation } from '../../../domain/flow';

const org: Organisation = {
  depts: [{ id: 'root', name: '公司' }, { id: 'fin', name: '财务部', parentId: 'root' }, { id: 'fin-a', name: '核算组', parentId: 'fin' }],
  users: [{ id: 'zhang', name: '张三', deptIds: ['root'] }, { id: 'li', name: '李四', deptIds: ['fin-a'] }, { id: 'wang', name: '王五', deptIds: ['root'] }],
  roles: [{ id: 'auditor', name: '审计', userIds: ['wang'] }],
};
const index = indexOrganisation(org);
const none = { everyone: false, deptIds: [], userIds: [], roleIds: [] };

describe('数据表权限', () => {
  test('a table without permissions is open: everyone sees and edits it', () => {
    expect(dataTableAccessOf(undefined)).toEqual(OPEN_ACCESS);
    expect(mayEditDataTable(OPEN_ACCESS, 'zhang', index)).toBe(true);
  });

  test('editors by department include its sub-departments; others only see', () => {
    const access = dataTableAccessOf({ viewers: { everyone: true }, editors: { ...none, deptIds: ['fin'] } });
    expect(mayEditDataTable(access, 'li', index)).toBe(true);
    expect(mayEditDataTable(access, 'zhang', index)).toBe(false);
    expect(mayViewDataTable(access, 'zhang', index)).toBe(true);
  });

  test('who may edit may also see, even outside the viewers', () => {
    const access = dataTableAccessOf({ viewers: { ...none, userIds: ['zhang'] }, editors: { ...none, roleIds: ['auditor'] } });
    expect(mayViewDataTable(access, 'wang', index)).toBe(true);
    expect(mayViewDataTable(access, 'li', index)).toBe(false);
  });

  test('nobody chosen, or someone who no longer exists, is a problem before saving', () => {
    const access = dataTableAccessOf({ viewers: none, editors: { ...none, userIds: ['ghost'], deptIds: ['gone'] } });
    expect(checkDataTableAccess(access, index)).toEqual([
      DataTableAccessMessages.nobodyChosen('可查看'),
      DataTableAccessMessages.unknownMember('可编辑', '部门', 'gone'),
      DataTableAccessMessages.unknownMember('可编辑', '成员', 'ghost'),
    ]);
  });
});
