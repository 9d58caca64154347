import { NavLink } from 'react-router-dom';
import type { RightKind } from '../../domain/permissions';
import { allows, NO_RIGHTS_ANSWER } from '../../application/shell/my-rights';
import { useMyRights } from './use-my-rights';
import './side-nav.css';

interface NavItem {
  path: string;
  label: string;
  /** The admin right the entry needs (issue 25): without it the entry is not shown. */
  right?: RightKind;
}

interface NavGroup {
  label: string;
  items: readonly NavItem[];
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
    { path: '/flowManage', label: '流程管理', right: 'flow' },
    { path: '/flowCenter', label: '流程中心', right: 'flow' },
    { path: '/workflow/sprites', label: '表单列表', right: 'flow' },
    { path: '/apiManage', label: '接口管理', right: 'api' },
    { path: '/formValueManage', label: '表单值管理', right: 'formValue' },
    { path: '/dataTable', label: '数据表', right: 'dataTable' },
    { path: '/timing-tasks', label: '定时任务', right: 'timingTask' },
    { path: '/role-manage', label: '角色管理', right: 'system' },
    { path: '/flowcompetencemanagement', label: '流程权限管理', right: 'flow' },
    { path: '/flowStatis', label: '流程统计', right: 'flow' },
    { path: '/operationLog', label: '操作日志', right: 'operationLog' },
  ] },
];

/**
 * The main layout's navigation: grouped links, the current page highlighted (aria-current="page"). Admin
 * entries show only to whoever holds their right (get_my_rights); a group left empty is not shown at all.
 */
export function SideNav() {
  const state = useMyRights();
  const rights = state.status === 'ready' ? state.rights : NO_RIGHTS_ANSWER;
  const groups = NAV_GROUPS
    .map((group) => ({ ...group, items: group.items.filter((item) => !item.right || allows(rights, item.right)) }))
    .filter((group) => group.items.length > 0);
  return (
    <nav className="side-nav" aria-label="主导航">
      {groups.map((group) => (
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
