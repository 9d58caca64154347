import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppUpdates } from '../../application/ports/app-updates';

/** The live build's app-shell worker (public/app-sw.js, emitted by webpack.config.ts's ShellWorkerPlugin). */
export const SHELL_WORKER_URL = '/app-sw.js';
/** A tab left open all day still learns of a deploy: the worker is re-checked this often and when the tab returns. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** What this adapter uses of the browser (navigator.serviceWorker, the page), so tests can stand in for it. */
export interface ShellWorkerHost {
  readonly serviceWorker: ServiceWorkerContainer | undefined;
  /** Runs the registration once the page has loaded: it stays out of the first request wave. */
  afterLoad(run: () => void): void;
  onVisible(run: () => void): void;
  reload(): void;
}

const browserHost = (): ShellWorkerHost => ({
  serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  afterLoad: (run) => (document.readyState === 'complete' ? setTimeout(run, 0) : window.addEventListener('load', () => setTimeout(run, 0), { once: true })),
  onVisible: (run) => document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') run(); }),
  reload: () => window.location.reload(),
});

/**
 * Registers the app-shell worker and reports a newer build waiting (a deploy): the waiting worker takes over only
 * when the user presses 刷新, then the page reloads into the new build. The first install (no worker controlled
 * this page yet) is not an update. Bound as a constant (composition-root.ts): its host is the browser.
 */
export class ServiceWorkerAppUpdates implements AppUpdates {
  private readonly ready = new BehaviorSubject(false);
  readonly updateReady$: Observable<boolean> = this.ready.asObservable();
  private registration: ServiceWorkerRegistration | undefined;
  private reloading = false;

  constructor(private readonly host: ShellWorkerHost = browserHost()) {
    const sw = host.serviceWorker;
    if (!sw) return;
    host.afterLoad(() => void this.register(sw));
  }

  applyUpdate(): void {
    const sw = this.host.serviceWorker;
    const waiting = this.registration?.waiting;
    if (!sw || !waiting) {
      this.host.reload();
      return;
    }
    sw.addEventListener('controllerchange', () => {
      if (this.reloading) return;
      this.reloading = true;
      this.host.reload();
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  private async register(sw: ServiceWorkerContainer): Promise<void> {
    const registration = await sw.register(SHELL_WORKER_URL).catch((error: unknown) => {
      console.warn('离线缓存未启用', error); // the app works without it, only slower on a repeat visit
      return undefined;
    });
    if (!registration) return;
    this.registration = registration;
    if (registration.waiting && sw.controller) this.ready.next(true);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && sw.controller) this.ready.next(true);
      });
    });
    const check = () => void registration.update().catch(() => undefined);
    this.host.onVisible(check);
    setInterval(check, UPDATE_CHECK_MS);
  }
}
