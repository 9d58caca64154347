import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** Where a dragged item would land: before or after a canvas control (UI-only state, not the model). */
export interface DropTarget {
  readonly id: string;
  readonly position: 'before' | 'after';
}

/** The drop indicator shared by the canvas rows; each row listens only to its own position. */
export class DropIndicator {
  private readonly subject = new BehaviorSubject<DropTarget | undefined>(undefined);
  private readonly rows = new Map<string, Observable<DropTarget['position'] | undefined>>();

  get current(): DropTarget | undefined {
    return this.subject.getValue();
  }

  set(target: DropTarget | undefined): void {
    const current = this.subject.getValue();
    if (current?.id === target?.id && current?.position === target?.position) return;
    this.subject.next(target);
  }

  position$(id: string): Observable<DropTarget['position'] | undefined> {
    let stream = this.rows.get(id);
    if (!stream) {
      stream = this.subject.pipe(map((t) => (t?.id === id ? t.position : undefined)), distinctUntilChanged());
      this.rows.set(id, stream);
    }
    return stream;
  }
}
