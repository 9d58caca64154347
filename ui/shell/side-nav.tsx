import { NavLink } from 'react-router-dom';
import { allows, NO_RIGHTS_ANSWER } from '../../application/shell/my-rights';
import { SignInApi } from '../../application/ports/sign-in-api';
import { useOptionalService } from '../hooks/use-optional-service';
import { NAV } from './route-table';
import { useMyRights } from './use-my-rights';
import './side-nav.css';

/**
 * The main layout's navigation: grouped links (the features' entries, route-table.tsx), the current page
 * highlighted (aria-current="page"). Admin entries show only to whoever holds their right (get_my_rights); a
 * group left empty is not shown at all.
 */
export function SideNav() {
  const state = useMyRights();
  const rights = state.status === 'ready' ? state.rights : NO_RIGHTS_ANSWER;
  const passwords = useOptionalService<SignInApi>(SignInApi)?.available === true;
  const groups = NAV
    .map((group) => ({ ...group, items: group.items.filter((item) => (!item.right || allows(rights, item.right)) && (!item.needsPasswords || passwords)) }))
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
