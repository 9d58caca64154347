import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Table, Tag, Tree, Typography } from 'antd';
import { OrganisationAdmin } from '../../application/admin/organisation-admin';
import type {
  DepartmentDraft, LeaverHandOver, OrgAdminDepartment, OrgAdminPerson, PersonDraft,
} from '../../application/ports/organisation-admin-api';
import { useAppMessage } from '../hooks/app-message';
import { downloadBlob } from '../hooks/download-blob';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { XLSX_TYPE, loadExcel, readOrgWorkbook, writeOrgWorkbook } from './org-xlsx';
import { leaverNamedIn } from '../../application/admin/leaver-names';

interface TreeNode { key: string; title: string; children: TreeNode[] }

function treeOf(departments: readonly OrgAdminDepartment[]): TreeNode[] {
  const ids = new Set(departments.map((d) => d.id));
  const nodeOf = (d: OrgAdminDepartment): TreeNode => ({ key: d.id, title: d.name, children: departments.filter((c) => c.parentId === d.id).map(nodeOf) });
  return departments.filter((d) => !d.parentId || !ids.has(d.parentId)).map(nodeOf);
}

const EMPTY_PERSON: PersonDraft = { name: '', employeeNumber: '', email: '', deptIds: [], roleIds: [] };

/**
 * /organisation — 组织架构 (issue 39, right 组织管理): the department tree (新增部门, 编辑部门: rename, move, head),
 * the people of the chosen department (新增人员, 编辑: mail, departments with a main one, 直属主管, roles;
 * 离职 with a successor; 恢复在职), 导入 / 导出 as .xlsx (a refused file lists its wrong rows; nothing is imported).
 */
export default function OrganisationAdminPage() {
  const admin = useService(OrganisationAdmin);
  const state = useObservableValue(admin.state$, admin.getSnapshot());
  const message = useAppMessage();
  const [selected, setSelected] = useState<string | undefined>();
  const [dept, setDept] = useState<DepartmentDraft | undefined>();
  const [person, setPerson] = useState<PersonDraft | undefined>();
  const [leaving, setLeaving] = useState<{ person: OrgAdminPerson; successorId?: string } | undefined>();
  const [handOver, setHandOver] = useState<{ name: string; result: LeaverHandOver } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => { void admin.load(); }, [admin]);

  const view = state.view;
  const departments = view?.departments ?? [];
  const people = view?.people ?? [];
  const deptName = (id: string) => departments.find((d) => d.id === id)?.name ?? id;
  const personName = (id: string | undefined) => (id ? people.find((p) => p.id === id)?.name ?? id : '');
  const tree = useMemo(() => treeOf(departments), [departments]);
  const shown = selected ? people.filter((p) => p.deptIds.includes(selected)) : people;
  const deptOptions = departments.map((d) => ({ value: d.id, label: d.name }));
  const activeOptions = (except?: string) => people.filter((p) => !p.disabled && p.id !== except).map((p) => ({ value: p.id, label: `${p.name}（${p.employeeNumber}）` }));

  const open = (set: () => void) => { setProblem(undefined); set(); };
  const saveDept = async () => {
    if (!dept) return;
    const result = await admin.saveDepartment(dept);
    if (!result.ok) return setProblem(result.message);
    setDept(undefined);
    void message.success(result.message);
  };
  const savePerson = async () => {
    if (!person) return;
    const result = await admin.savePerson(person);
    if (!result.ok) return setProblem(result.message);
    setPerson(undefined);
    void message.success(result.message);
  };
  const leave = async () => {
    if (!leaving) return;
    const result = await admin.disable(leaving.person.id, leaving.successorId);
    if (!result.ok) return setProblem(result.message);
    setLeaving(undefined);
    setHandOver({ name: leaving.person.name, result: result.value });
    void message.success(result.message);
  };
  const enable = async (p: OrgAdminPerson) => {
    const result = await admin.enable(p.id);
    void (result.ok ? message.success(result.message) : message.error(result.message));
  };
  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const sheets = await readOrgWorkbook(await loadExcel(), await chosen.arrayBuffer());
      const result = await admin.importSheets(sheets);
      void (result.ok ? message.success(result.message) : message.error(result.message));
    } catch {
      void message.error('无法读取该文件，请选择 .xlsx 文件');
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  const exportFile = async () => {
    try {
      const bytes = await writeOrgWorkbook(await loadExcel(), await admin.exportSheets());
      downloadBlob('组织架构.xlsx', new Blob([bytes], { type: XLSX_TYPE }));
    } catch {
      void message.error('导出失败');
    }
  };

  const extra = (
    <Space>
      <Button className="org-add-dept" onClick={() => open(() => setDept({ name: '', ...(selected ? { parentId: selected } : {}) }))}>新增部门</Button>
      <Button className="org-add-person" type="primary" onClick={() => open(() => setPerson({ ...EMPTY_PERSON, deptIds: selected ? [selected] : [] }))}>新增人员</Button>
      <Button className="org-import" loading={state.busy} onClick={() => file.current?.click()}>导入</Button>
      <Button className="org-export" onClick={() => void exportFile()}>导出</Button>
      <input ref={file} className="org-import-file" type="file" accept=".xlsx" hidden onChange={(e) => void importFile(e.target.files?.[0])} />
    </Space>
  );

  return (
    <PageFrame title="组织架构" extra={extra}>
      {state.importErrors.length > 0 && (
        <Alert
          className="org-import-errors" type="error" closable onClose={() => admin.clearImportErrors()} style={{ marginBottom: 12 }}
          message="导入失败，未导入任何数据。请修改以下行后重新导入："
          description={<ul style={{ margin: 0 }}>{state.importErrors.map((e) => <li key={`${e.sheet}-${e.row}`}>{`${e.sheet}第 ${e.row} 行：${e.reason}`}</li>)}</ul>}
        />
      )}
      {state.failed && <Alert type="error" message="加载失败" style={{ marginBottom: 12 }} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div className="org-tree" style={{ width: 260, flex: 'none' }}>
          <Tree<TreeNode>
            // Keyed by the count, so a new department (a leaf until now gets children) is drawn expanded.
            treeData={tree} defaultExpandAll selectedKeys={selected ? [selected] : []} key={departments.length}
            onSelect={(keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0]))}
            titleRender={(node) => <span className="org-tree-node" data-dept-id={node.key}>{node.title}</span>}
          />
          {selected && (
            <Button size="small" className="org-edit-dept" style={{ marginTop: 8 }} onClick={() => open(() => {
              const d = departments.find((x) => x.id === selected);
              if (d) setDept({ ...d });
            })}>编辑部门</Button>
          )}
        </div>
        <Table<OrgAdminPerson>
          className="org-people" style={{ flex: 1 }} rowKey="id" size="small" loading={state.loading} dataSource={[...shown]} pagination={{ pageSize: 20 }}
          columns={[
            { title: '姓名', dataIndex: 'name', render: (name: string, p) => <span className="org-person-name">{name}{p.disabled && <Tag style={{ marginLeft: 6 }}>已离职</Tag>}</span> },
            { title: '工号', dataIndex: 'employeeNumber' },
            { title: '邮箱', dataIndex: 'email', render: (v?: string) => v || '-' },
            { title: '部门', key: 'depts', render: (_, p) => p.deptIds.map((id, i) => <Tag key={id} color={i === 0 ? 'blue' : undefined}>{deptName(id)}</Tag>) },
            { title: '直属主管', key: 'supervisor', render: (_, p) => personName(p.supervisorId) || <Typography.Text type="secondary">部门负责人</Typography.Text> },
            {
              title: '操作', key: 'actions', width: 150, render: (_, p) => (
                <Space size={4}>
                  <Button size="small" type="link" className="org-edit-person" onClick={() => open(() => setPerson({
                    id: p.id, name: p.name, employeeNumber: p.employeeNumber, email: p.email ?? '', deptIds: [...p.deptIds], roleIds: [...p.roleIds], ...(p.supervisorId ? { supervisorId: p.supervisorId } : {}),
                  }))}>编辑</Button>
                  {p.disabled
                    ? <Button size="small" type="link" className="org-enable" onClick={() => void enable(p)}>恢复在职</Button>
                    : <Button size="small" type="link" danger className="org-leave" onClick={() => open(() => setLeaving({ person: p }))}>离职</Button>}
                </Space>
              ),
            },
          ]}
        />
      </div>

      <Modal open={dept !== undefined} title={dept?.id ? '编辑部门' : '新增部门'} okText="保存" cancelText="取消" onOk={() => void saveDept()} onCancel={() => setDept(undefined)} confirmLoading={state.busy} destroyOnClose>
        {dept && (
          <Space direction="vertical" style={{ width: '100%' }} className="org-dept-dialog">
            <Input className="org-dept-name" placeholder="部门名称" value={dept.name} onChange={(e) => setDept({ ...dept, name: e.target.value })} />
            <Select className="org-dept-parent" allowClear placeholder="上级部门" style={{ width: '100%' }} value={dept.parentId} options={deptOptions.filter((o) => o.value !== dept.id)}
              onChange={(parentId?: string) => setDept({ ...dept, parentId })} showSearch optionFilterProp="label" />
            <Select className="org-dept-head" allowClear placeholder="负责人" style={{ width: '100%' }} value={dept.headId} options={activeOptions()}
              onChange={(headId?: string) => setDept({ ...dept, headId })} showSearch optionFilterProp="label" />
            {problem && <Typography.Text type="danger" className="org-problem">{problem}</Typography.Text>}
          </Space>
        )}
      </Modal>

      <Modal open={person !== undefined} title={person?.id ? '编辑人员' : '新增人员'} okText="保存" cancelText="取消" onOk={() => void savePerson()} onCancel={() => setPerson(undefined)} confirmLoading={state.busy} destroyOnClose>
        {person && (
          <Space direction="vertical" style={{ width: '100%' }} className="org-person-dialog">
            <Input className="org-person-name-input" placeholder="姓名" value={person.name} onChange={(e) => setPerson({ ...person, name: e.target.value })} />
            <Input className="org-person-number" placeholder="工号" value={person.employeeNumber} onChange={(e) => setPerson({ ...person, employeeNumber: e.target.value })} />
            <Input className="org-person-email" placeholder="邮箱" value={person.email ?? ''} onChange={(e) => setPerson({ ...person, email: e.target.value })} />
            <Select className="org-person-main-dept" placeholder="主部门" style={{ width: '100%' }} value={person.deptIds[0]} options={deptOptions} showSearch optionFilterProp="label"
              onChange={(main: string) => setPerson({ ...person, deptIds: [main, ...person.deptIds.slice(1).filter((id) => id !== main)] })} />
            <Select className="org-person-other-depts" mode="multiple" placeholder="其他部门" style={{ width: '100%' }} value={person.deptIds.slice(1)} optionFilterProp="label"
              options={deptOptions.filter((o) => o.value !== person.deptIds[0])} onChange={(others: string[]) => setPerson({ ...person, deptIds: [...person.deptIds.slice(0, 1), ...others] })} />
            <Select className="org-person-supervisor" allowClear placeholder="直属主管（不选则为部门负责人）" style={{ width: '100%' }} value={person.supervisorId} options={activeOptions(person.id)}
              onChange={(supervisorId?: string) => setPerson({ ...person, supervisorId })} showSearch optionFilterProp="label" />
            <Select className="org-person-roles" mode="multiple" placeholder="角色" style={{ width: '100%' }} value={[...person.roleIds]} optionFilterProp="label"
              options={(view?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))} onChange={(roleIds: string[]) => setPerson({ ...person, roleIds })} />
            {problem && <Typography.Text type="danger" className="org-problem">{problem}</Typography.Text>}
          </Space>
        )}
      </Modal>

      <Modal open={leaving !== undefined} title={`${leaving?.person.name ?? ''}离职`} okText="确认离职" okButtonProps={{ danger: true }} cancelText="取消" onOk={() => void leave()} onCancel={() => setLeaving(undefined)} confirmLoading={state.busy} destroyOnClose>
        {leaving && (
          <Space direction="vertical" style={{ width: '100%' }} className="org-leave-dialog">
            <Typography.Text>谁来接手？其待办将转交给交接人，其进行中的申请交接人也能查看；离职后不能再登录，也不会再被选为审批人。</Typography.Text>
            <Select className="org-successor" placeholder="选择交接人" style={{ width: '100%' }} value={leaving.successorId} options={activeOptions(leaving.person.id)}
              onChange={(successorId: string) => setLeaving({ ...leaving, successorId })} showSearch optionFilterProp="label" />
            {problem && <Typography.Text type="danger" className="org-problem">{problem}</Typography.Text>}
          </Space>
        )}
      </Modal>

      <Modal open={handOver !== undefined} title="离职交接完成" footer={<Button type="primary" onClick={() => setHandOver(undefined)}>知道了</Button>} onCancel={() => setHandOver(undefined)}>
        {handOver && (
          <div className="org-hand-over">
            <p>{`${handOver.result.moved} 项待办已转交，${handOver.result.shared} 个进行中的申请交给交接人查看。`}</p>
            {handOver.result.refused.length > 0 && <p>{`未能转交：${handOver.result.refused.map((r) => `${r.title}（${r.reason}）`).join('；')}`}</p>}
            {leaverNamedIn(handOver.result.namedIn).length > 0 ? (
              <>
                <p>{`以下仍指向${handOver.name}，请调整：`}</p>
                <ul className="org-named-in">
                  {leaverNamedIn(handOver.result.namedIn).map((line) => <li key={line}>{line}</li>)}
                </ul>
              </>
            ) : <p>没有流程或角色仍指向此人。</p>}
          </div>
        )}
      </Modal>
    </PageFrame>
  );
}
