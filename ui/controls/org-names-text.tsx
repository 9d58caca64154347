import { useEffect } from 'react';
import { of, type Observable } from 'rxjs';
import { OrganisationDirectory, type OrganisationState } from '../../application/organisation/organisation-directory';
import { useObservableValue } from '../hooks/use-observable-value';
import { useOptionalService } from '../hooks/use-optional-service';

const NO_ORGANISATION: Observable<OrganisationState | undefined> = of(undefined);

/** The organisation service where the app provides one (a preview without a container has none). */
export const useOptionalOrganisation = (): OrganisationDirectory | undefined => useOptionalService(OrganisationDirectory);

/**
 * People or departments by name, joined by 、 (成员, 部门 in the read-only view). Without the organisation (not
 * loaded yet, or no container: a preview) the ids stand in.
 */
export function OrgNamesText({ ids, kind }: { ids: readonly string[]; kind: 'users' | 'depts' }) {
  const organisation = useOptionalOrganisation();
  const state = useObservableValue<OrganisationState | undefined>(organisation?.state$ ?? NO_ORGANISATION, organisation?.getSnapshot());
  useEffect(() => { organisation?.load().catch(() => undefined); }, [organisation]);
  if (ids.length === 0) return <>-</>;
  const directory = state?.directory;
  const name = (id: string) => (directory ? (kind === 'users' ? directory.userName(id) : directory.deptName(id)) : id);
  return <>{ids.map(name).join('、')}</>;
}
