import { NavLink } from 'react-router-dom';
import './side-nav.css';

interface NavGroup {
  label: string;
  items: ReadonlyArray<{ path: string; label: string }>;
}

const NAV_GROUPS: readonly NavGroup[] = [
  { label: '审批', items: [
    { path: '/flowapplicationcenter', label: '审批中心' },
    { path: '/mySubmitFlow', label: '我的申请' },
    { path: '/approvingFlow', label: '待我审批' },
    { path: '/approvedFlow', label: '我已审批' },
    { path: '/copyFlow', label: '抄送我的' },
    { path: '/flowQuery', label: '流程查询' },
    { path: '/batchApprove', label: '批量审批' },
    { path: '/ocr', label: 'OCR识别问题' },
  ] },
  { label: '管理', items: [
    { path: '/flowManage', label: '流程管理' },
    { path: '/flowCenter', label: '流程中心' },
    { path: '/workflow/sprites', label: '表单列表' },
    { path: '/apiManage', label: '接口管理' },
    { path: '/formValueManage', label: '表单值管理' },
    { path: '/dataTable', label: '数据表' },
    { path: '/timing-tasks', label: '定时任务' },
    { path: '/role-manage', label: '角色管理' },
    { path: '/flowcompetencemanagement', label: '流程权限管理' },
    { path: '/flowStatis', label: '流程统计' },
    { path: '/operationLog', label: '操作日志' },
  ] },
];

/** The main layout's navigation: grouped links, the current page highlighted (aria-current="page"). */
export function SideNav() {
  return (
    <nav className="side-nav" aria-label="主导航">
      {NAV_GROUPS.map((group) => (
        <div key={group.label} role="group" aria-label={group.label}>
          <div className="side-nav-group-title">{group.label}</div>
          <ul className="side-nav-list">
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) => (isActive ? 'side-nav-item side-nav-item-selected' : 'side-nav-item')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
