import { AsyncLocalStorage } from 'node:async_hooks';
import type { TabSession } from '../core/store/demo-store';
import type { SignedInScope } from '../http/auth-routes';

/**
 * Who the backend sees on the real server: the person of the request's session (the sign-in gate runs the
 * request inside `run`), carried through the handler's awaits by AsyncLocalStorage. Nothing switches it: the
 * person changes only by signing in.
 */
export class SignedInPerson implements TabSession, SignedInScope {
  readonly perClient = true;
  private readonly current = new AsyncLocalStorage<string>();

  get(): string | undefined {
    return this.current.getStore();
  }

  set(): void {
    // Only a sign-in names the person of a request.
  }

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.current.run(userId, work);
  }
}
