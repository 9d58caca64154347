import type { Observable } from 'rxjs';

export type DemoIdentity = 'applicant' | 'approver';

/** The signed-in user (GET /api/baseinfo/get_user_summary?includePermission=0). */
export interface UserSummary {
  readonly id: string;
  readonly name: string;
  readonly employeeNumber: string;
  readonly department: string;
  readonly departmentId: string;
  /** Only in the demo profile: which of the two demo identities this is. */
  readonly identity?: DemoIdentity;
}

/** Who is signed in. */
export const SessionApi = Symbol('SessionApi');
export interface SessionApi {
  /** undefined until loaded, and after logout or session expiry. */
  readonly user$: Observable<UserSummary | undefined>;
  /** Loads (or reloads) the current user. */
  load(): Promise<UserSummary>;
  /** True only in the demo profile, where the user menu switches to anyone of the organisation. */
  readonly canSwitchIdentity: boolean;
  /** Demo only: POST /__demo/identity {identity}; resolves with the new user. */
  switchIdentity(identity: DemoIdentity): Promise<UserSummary>;
  /** Demo only: POST /__demo/identity {userId}: this tab becomes anyone of the organisation. */
  switchUser(userId: string): Promise<UserSummary>;
  /** Forgets the user and ends the session (the UI then goes to /login). */
  logout(): void;
}
