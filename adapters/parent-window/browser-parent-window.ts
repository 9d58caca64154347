import { inject, injectable } from 'inversify';
import { filter, fromEvent, map, share, type Observable } from 'rxjs';
import type { ParentMessage, ParentWindow } from '../../application/ports/parent-window';
import { RuntimeConfig } from '../../application/ports/runtime-config';

/**
 * ParentWindow on window.postMessage. Posts only to the configured origin (nothing when none is configured,
 * never '*'), and accepts messages only from that origin.
 */
@injectable()
export class BrowserParentWindow implements ParentWindow {
  readonly messages$: Observable<ParentMessage>;

  constructor(@inject(RuntimeConfig) private readonly config: RuntimeConfig) {
    this.messages$ = fromEvent<MessageEvent>(window, 'message').pipe(
      filter((event) => this.config.parentOrigin !== '' && event.origin === this.config.parentOrigin),
      filter((event) => isMessage(event.data)),
      map((event) => event.data as ParentMessage),
      share(),
    );
  }

  postRouteChange(fullPath: string): void {
    this.post({ type: 'routeChange', path: fullPath });
  }

  postBackLogin(): void {
    this.post({ type: 'backLogin' });
  }

  private post(message: ParentMessage): void {
    if (this.config.parentOrigin === '') return;
    window.parent.postMessage(message, this.config.parentOrigin);
  }
}

function isMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}
