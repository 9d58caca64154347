import { Navigate, useParams } from 'react-router-dom';

/**
 * An unknown designer tab (/flow-set/<id>/<anything>) goes to the frameset tab once. The target is absolute:
 * a relative "frameset" from the splat route resolves under the unknown segment, which matches the splat
 * again and appended /frameset forever (issue 14, item 4).
 */
export function UnknownTabRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/flow-set/${encodeURIComponent(id)}/frameset`} replace />;
}
