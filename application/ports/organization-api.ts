export interface Department {
  readonly id: string;
  readonly name: string;
  readonly parentId?: string;
  /** The head (负责人) of the department: the approver of 部门负责人 / 主管 nodes. */
  readonly headId?: string;
}

export interface Staff {
  readonly id: string;
  readonly name: string;
  readonly employeeNumber: string;
  /** The main department. */
  readonly departmentId: string;
  /** Every department the person belongs to, the main one first (absent: only `departmentId`). */
  readonly deptIds?: readonly string[];
  /** 已离职: kept for the names of old instances, refused in a 成员 value (issue 41). */
  readonly disabled?: boolean;
  /** 直属主管 set by hand in 组织架构 (issue 39); absent: the head of the main department. */
  readonly supervisorId?: string;
}

/** A node of the administrative-region cascader (province → city → district). */
export interface Region {
  readonly code: string;
  readonly name: string;
  /** False for districts (the leaves). */
  readonly hasChildren: boolean;
}

export interface School {
  readonly id: string;
  readonly school_name: string;
}

export interface CustomerImportResult {
  readonly imported: number;
  readonly failed: number;
}

/** Departments, staff, business lookups and settings (spec 7 "Other services"). */
export const OrganizationApi = Symbol('OrganizationApi');
export interface OrganizationApi {
  /** GET /api/department/get_user_department_list */
  getUserDepartments(): Promise<Department[]>;
  /** GET /api/department/get_all_department_list */
  getAllDepartments(): Promise<Department[]>;
  /** GET /api/department/query_all_departments_by_name?name */
  queryDepartmentsByName(name: string): Promise<Department[]>;
  /** GET /api/baseinfo/get_staff_list?name */
  getStaffList(name?: string): Promise<Staff[]>;
  /** GET /api/business/get_regions?parentCode (provinces when no parent; lazy cascader). */
  getRegions(parentCode?: string): Promise<Region[]>;
  /** GET /api/business/get_sale_resource_xzqh: regions where the user's sale resources are. */
  getSaleResourceRegions(): Promise<Region[]>;
  /** GET /api/business/get_dz_schools_by_name?name */
  getSchoolsByName(name: string): Promise<School[]>;
  /** GET /api/boss_config/get_setting?key */
  getBossSetting(key: string): Promise<unknown>;
  /** POST /filter/api/business/import_customer_by_excel (multipart `file`; no timeout). */
  importCustomersFromExcel(file: Blob, filename: string): Promise<CustomerImportResult>;
}
