import { Link } from 'react-router-dom';

/** The top-bar logo: links to /home (spec 2). */
export function LogoLink() {
  return (
    <Link to="/home" className="app-logo" style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
      审批流
    </Link>
  );
}
