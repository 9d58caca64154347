/**
 * 组织架构 (issue 39, right 组织管理; not in the spec): the department tree, the people with their departments,
 * 直属主管, roles and mail address, import / export as sheet rows, and disabling a person with 离职交接.
 * Paths: /api/organisation/… (docs/API.md).
 */
export interface OrgAdminDepartment {
  readonly id: string;
  readonly name: string;
  readonly parentId?: string;
  /** 负责人. */
  readonly headId?: string;
}

export interface OrgAdminPerson {
  readonly id: string;
  readonly name: string;
  /** The username at /login. */
  readonly employeeNumber: string;
  readonly email?: string;
  /** Every department, the main one first. */
  readonly deptIds: readonly string[];
  /** 直属主管 set by hand (absent: the head of the main department). */
  readonly supervisorId?: string;
  readonly roleIds: readonly string[];
  /** 已离职. */
  readonly disabled: boolean;
  /** Who took over at 离职交接. */
  readonly successorId?: string;
}

export interface OrgAdminView {
  readonly departments: readonly OrgAdminDepartment[];
  readonly people: readonly OrgAdminPerson[];
  readonly roles: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export type DepartmentDraft = Omit<OrgAdminDepartment, 'id'> & { readonly id?: string };
export type PersonDraft = Omit<OrgAdminPerson, 'id' | 'disabled' | 'successorId'> & { readonly id?: string };

/** What 离职交接 did, and what is left for the administrator. */
export interface LeaverHandOver {
  /** Open tasks 转交 to the successor. */
  readonly moved: number;
  /** Instances whose task stayed (the node does not allow 转交), with the reason. */
  readonly refused: ReadonlyArray<{ readonly instanceId: string; readonly title: string; readonly reason: string }>;
  /** The leaver's own pending requests now shown to the successor. */
  readonly shared: number;
  /** What still names the leaver, for the administrator to fix. */
  readonly namedIn: {
    readonly flows: readonly string[];
    readonly roles: readonly string[];
    readonly departments: readonly string[];
    readonly supervised: readonly string[];
  };
}

/** One row of the 部门 sheet (`row`: its number in the sheet, the header being row 1). */
export interface DepartmentSheetRow {
  readonly row: number;
  /** 部门编号 */ readonly id: string;
  /** 部门名称 */ readonly name: string;
  /** 上级部门编号 */ readonly parentId: string;
  /** 负责人工号 */ readonly headNumber: string;
}

/** One row of the 人员 sheet. */
export interface PersonSheetRow {
  readonly row: number;
  /** 工号 */ readonly employeeNumber: string;
  /** 姓名 */ readonly name: string;
  /** 邮箱 */ readonly email: string;
  /** 主部门编号 */ readonly mainDeptId: string;
  /** 其他部门编号, separated by 、 */ readonly otherDeptIds: string;
  /** 直属主管工号 */ readonly supervisorNumber: string;
  /** 角色 (names, separated by 、) */ readonly roles: string;
  /** 状态: 在职 / 已离职 */ readonly status: string;
}

export interface OrgSheets {
  readonly departments: readonly DepartmentSheetRow[];
  readonly people: readonly PersonSheetRow[];
}

/** A row that cannot be imported: nothing of the file is. */
export interface ImportRefusal {
  readonly sheet: '部门' | '人员';
  readonly row: number;
  readonly reason: string;
}

export type ImportAnswer =
  | { readonly ok: true; readonly departments: number; readonly people: number }
  | { readonly ok: false; readonly message: string; readonly errors: readonly ImportRefusal[] };

/** The sheets' headers, in column order (the .xlsx file and the import both use them). */
export const DEPARTMENT_COLUMNS = [['id', '部门编号'], ['name', '部门名称'], ['parentId', '上级部门编号'], ['headNumber', '负责人工号']] as const;
export const PERSON_COLUMNS = [
  ['employeeNumber', '工号'], ['name', '姓名'], ['email', '邮箱'], ['mainDeptId', '主部门编号'], ['otherDeptIds', '其他部门编号'],
  ['supervisorNumber', '直属主管工号'], ['roles', '角色'], ['status', '状态'],
] as const;

export const OrganisationAdminApi = Symbol('OrganisationAdminApi');
export interface OrganisationAdminApi {
  /** GET /api/organisation/view */
  load(): Promise<OrgAdminView>;
  /** POST /api/organisation/save_department (add, rename, move, set the head) */
  saveDepartment(draft: DepartmentDraft): Promise<{ id: string }>;
  /** POST /api/organisation/save_person (add, edit, move, departments, 直属主管, roles, mail) */
  savePerson(draft: PersonDraft): Promise<{ id: string }>;
  /** POST /api/organisation/disable_person (离职交接) */
  disablePerson(id: string, successorId: string): Promise<LeaverHandOver>;
  /** POST /api/organisation/enable_person */
  enablePerson(id: string): Promise<void>;
  /**
   * POST /api/organisation/import: all rows or none. A file with wrong rows answers them (the server's 400 with
   * `data: {errors}`), never rejects; other failures reject.
   */
  importSheets(sheets: OrgSheets): Promise<ImportAnswer>;
  /** GET /api/organisation/export */
  exportSheets(): Promise<OrgSheets>;
}
