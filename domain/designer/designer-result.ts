/** Outcome of a designer operation that the rules may refuse; `message` is the text to show. */
export type DesignerResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function accepted<T>(value: T): DesignerResult<T> {
  return { ok: true, value };
}

export function refused<T>(message: string): DesignerResult<T> {
  return { ok: false, message };
}
