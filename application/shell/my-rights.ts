/**
 * What the signed-in person may administer (issue 25), as the backend says (get_my_rights): the menu, the
 * admin routes and their buttons read it here, never guess it. Cached for the session and asked again when
 * the person changes, when another tab or the server announces a change (e.g. an admin granted a right), and
 * when this tab changed the grants itself (`refresh`).
 */
import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import { adminRight, NO_FLOWS, type RightKind } from '../../domain/permissions';
import { NotifyChannel } from '../ports/notify-channel';
import { PermissionApi, type MyRightsAnswer } from '../ports/permission-api';
import { SessionApi } from '../ports/session-api';
import { LatestReload } from '../shared/latest-reload';

/** Refreshes that arrive within this time are merged into one request. */
export const MY_RIGHTS_DEBOUNCE_MS = 200;

export type MyRightsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rights: MyRightsAnswer };

export const NO_RIGHTS_ANSWER: MyRightsAnswer = { userId: '', kinds: [], flowScope: NO_FLOWS, flowModelIds: [] };

/** Whether the answer lets its holder use `kind` (and, for 流程管理员 with `modelId`, that flow). */
export function allows(rights: MyRightsAnswer, kind: RightKind, modelId?: string): boolean {
  if (!rights.kinds.includes(kind)) return false;
  return kind !== 'flow' || modelId === undefined || rights.flowModelIds.includes(modelId);
}

/** The 403 page's reason for a missing right. */
export function refusalText(kind: RightKind): string {
  return adminRight(kind).refusal;
}

@injectable()
export class MyRights {
  private readonly state = new BehaviorSubject<MyRightsState>({ status: 'loading' });
  readonly state$: Observable<MyRightsState> = this.state.asObservable();
  private readonly reload = new LatestReload(
    () => this.api.getMyRights(),
    (rights) => this.settle(rights),
    // Not known: show nothing an administrator would see (the backend refuses it anyway).
    () => this.settle(NO_RIGHTS_ANSWER),
  );
  /** The session's person, as the session last said. */
  private person: string | undefined;
  /** The people asked about again after an answer for someone else (once each: no loop when the backend is down). */
  private readonly askedAgainFor = new Set<string>();

  constructor(
    @inject(PermissionApi) private readonly api: PermissionApi,
    @inject(SessionApi) private readonly session: SessionApi,
    @inject(NotifyChannel) private readonly notify: NotifyChannel,
  ) {}

  getSnapshot(): MyRightsState {
    return this.state.value;
  }

  /** Starts loading and listening (idempotent): the main layout calls it when it mounts. */
  start(): void {
    if (this.reload.running) return;
    const subscription = this.reload.start(this.notify.messages$, MY_RIGHTS_DEBOUNCE_MS);
    void this.reload.load();
    subscription.add(this.session.user$.pipe(
      map((user) => user?.id),
      filter((id): id is string => id !== undefined),
      distinctUntilChanged(),
    ).subscribe((id) => this.personIs(id)));
  }

  /**
   * The session named its person. An answer already in for them stands, and one on its way is checked when it
   * comes (settle) — asking again put the page back on its loading lines after the answer had come, and, debounced
   * under a clock standing still, the ask never came. An answer for someone else (the tab switched, or the page
   * asked before its sign-in) is replaced at once, and nothing of it shows meanwhile.
   */
  private personIs(id: string): void {
    this.person = id;
    const state = this.state.value;
    if (state.status === 'loading' || state.rights.userId === id) return;
    this.state.next({ status: 'loading' });
    void this.reload.load();
  }

  private settle(rights: MyRightsAnswer): void {
    const person = this.person;
    if (person !== undefined && rights.userId !== person && !this.askedAgainFor.has(person)) {
      this.askedAgainFor.add(person);
      void this.reload.load();
      return;
    }
    this.state.next({ status: 'ready', rights });
  }

  stop(): void {
    this.reload.stop();
  }

  /**
   * Asks the backend now and resolves once the answer is in (issue 43 #3: a flow just created or imported is
   * among the rights before its designer opens, never a 403).
   */
  reloadNow(): Promise<void> {
    return this.reload.load();
  }

  /** Asks the backend again (after this tab changed the grants or roles). */
  refresh(): void {
    this.reload.refresh();
  }
}
