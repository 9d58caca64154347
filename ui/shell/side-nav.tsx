import { NavLink } from 'react-router-dom';
import { NAV } from './route-table';
import './side-nav.css';

/** The main layout's navigation: grouped links (the features' entries, route-table.tsx), the current page highlighted (aria-current="page"). */
export function SideNav() {
  return (
    <nav className="side-nav" aria-label="主导航">
      {NAV.map((group) => (
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
