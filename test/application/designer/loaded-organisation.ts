import { BehaviorSubject } from 'rxjs';
import { orgDirectoryOf } from '../../../application/organisation/org-directory';
import type { OrganisationDirectory, OrganisationState } from '../../../application/organisation/organisation-directory';
import { loadOrg } from '../../fixtures/flows/flow-fixtures';

/** The organisation use case over the fixture organisation, already loaded. */
export function loadedOrganisation(): OrganisationDirectory {
  const directory = orgDirectoryOf(loadOrg());
  const state = new BehaviorSubject<OrganisationState>({ directory, loading: false, failed: false });
  return { state$: state, getSnapshot: () => state.value, load: async () => directory, reload: async () => directory } as unknown as OrganisationDirectory;
}
