import { useEffect } from 'react';
import type { OrgDirectory } from '../../application/organisation/org-directory';
import { OrganisationDirectory, type OrganisationState } from '../../application/organisation/organisation-directory';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';

/** The organisation (loaded on first use, shared by every picker); undefined while it loads. */
export function useOrgDirectory(): OrgDirectory | undefined {
  return useOrganisationState().directory;
}

export function useOrganisationState(): OrganisationState {
  const organisation = useService(OrganisationDirectory);
  const state = useObservableValue(organisation.state$, organisation.getSnapshot());
  useEffect(() => {
    organisation.load().catch(() => undefined); // the error stream already told the user
  }, [organisation]);
  return state;
}
