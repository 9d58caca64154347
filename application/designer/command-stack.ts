/**
 * The designer's undo/redo stack. Every model change is one command holding the model before and after it
 * (forms and flows are immutable and share what did not change, so a snapshot is cheap) and the pure edit that
 * made it. The form tab keeps one stack of forms, the flow tab one of flows. Consecutive commands with
 * the same `mergeKey` (typing in one field) merge into one undo step.
 *
 * After a save refused because someone saved a newer design, `rebase` replays the edits done since the last
 * save on that newer design (载入最新版本并保留我的修改): an edit whose control or node is gone, or whose new id
 * someone else took meanwhile, cannot be replayed and is handed back to be listed.
 */
import type { Form } from '../../domain/model/form';

export interface Command<T = Form> {
  readonly label: string;
  readonly before: T;
  readonly after: T;
  readonly mergeKey?: string;
  readonly at: number;
  /** The pure edit that turned `before` into `after`, replayed by `rebase` on a newer model. */
  readonly edit?: (model: T) => T;
}

/** Each part of a model (a control, a node) by id, as a value that differs exactly when the part changed. */
export type PartsOf<T> = (model: T) => ReadonlyMap<string, unknown>;

export interface Rebased<T> {
  readonly model: T;
  readonly replayed: readonly Command<T>[];
  /** Edits that could not be replayed on the newer model (their target is gone or their new id is taken). */
  readonly skipped: readonly Command<T>[];
  /** Steps that cannot be replayed as edits: saved edits undone since, and edits the step limit dropped. */
  readonly lost: number;
}

const MERGE_WINDOW_MS = 1500;
const LIMIT = 200;

export class CommandStack<T = Form> {
  private done: Command<T>[] = [];
  private undone: Command<T>[] = [];
  /** The commands the last save (or load) holds; the others in `done` are the local edits. */
  private saved = new Set<Command<T>>();
  /** Unsaved edits the step limit dropped since the last save. */
  private dropped = 0;

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  push(command: Command<T>): void {
    const last = this.done[this.done.length - 1];
    // Typing never merges into a command the last save already holds.
    const mergeable = last !== undefined && !this.saved.has(last);
    if (last && mergeable && command.mergeKey && last.mergeKey === command.mergeKey && command.at - last.at < MERGE_WINDOW_MS) {
      this.done[this.done.length - 1] = { ...command, before: last.before };
    } else {
      this.done.push(command);
      const shifted = this.done.length > LIMIT ? this.done.shift() : undefined;
      if (shifted && !this.saved.delete(shifted)) this.dropped += 1;
    }
    this.undone = [];
  }

  /** The model to go back to, or undefined. */
  undo(): T | undefined {
    const command = this.done.pop();
    if (!command) return undefined;
    this.undone.push(command);
    return command.before;
  }

  redo(): T | undefined {
    const command = this.undone.pop();
    if (!command) return undefined;
    const again = { ...command, mergeKey: undefined };
    if (this.saved.delete(command)) this.saved.add(again);
    this.done.push(again);
    return command.after;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.saved.clear();
    this.dropped = 0;
  }

  /** The model as it is now was saved: later edits are the local ones a rebase replays. */
  markSaved(): void {
    this.saved = new Set(this.done);
    this.dropped = 0;
  }

  /**
   * Replays the edits done since the last save on `onto` (a newer saved model) and starts the history again
   * from it, with the replayed edits as the steps to undo. `partsOf` tells which controls or nodes an edit
   * touched, created or removed, so that an edit is only replayed where its target still exists.
   */
  rebase(onto: T, partsOf: PartsOf<T>): Rebased<T> {
    const local = this.done.filter((command) => !this.saved.has(command));
    const lost = this.dropped + [...this.saved].filter((command) => !this.done.includes(command)).length;
    const replayed: Command<T>[] = [];
    const skipped: Command<T>[] = [];
    // Ids whose creation could not be replayed: an edit of them must not land on someone else's part of that id.
    const poisoned = new Set<string>();
    let model = onto;
    for (const command of local) {
      const next = replayOne(command, model, partsOf, poisoned);
      if (next === undefined) {
        skipped.push(command);
        for (const id of changesOf(command, partsOf).created) poisoned.add(id);
        continue;
      }
      if (next !== model) replayed.push({ ...command, before: model, after: next, mergeKey: undefined });
      model = next;
    }
    this.done = [...replayed];
    this.undone = [];
    this.saved.clear();
    this.dropped = 0;
    return { model, replayed, skipped, lost };
  }
}

/** What a command did to the parts of its model: ids it created, removed and modified. */
export interface Changes {
  readonly created: readonly string[];
  readonly removed: readonly string[];
  readonly modified: readonly string[];
}

export function changesOf<T>(command: Command<T>, partsOf: PartsOf<T>): Changes {
  const before = partsOf(command.before);
  const after = partsOf(command.after);
  const created = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const modified = [...after.keys()].filter((id) => before.has(id) && before.get(id) !== after.get(id));
  return { created, removed, modified };
}

/** The command's edit on `model`, or undefined when it cannot be replayed there. */
function replayOne<T>(command: Command<T>, model: T, partsOf: PartsOf<T>, poisoned: ReadonlySet<string>): T | undefined {
  if (!command.edit) return undefined;
  const { created, removed, modified } = changesOf(command, partsOf);
  const present = partsOf(model);
  if (created.some((id) => present.has(id))) return undefined;
  if (modified.some((id) => !present.has(id) || poisoned.has(id)) || removed.some((id) => poisoned.has(id))) return undefined;
  let next: T;
  try {
    next = command.edit(model);
  } catch {
    return undefined;
  }
  const result = partsOf(next);
  if (created.some((id) => !result.has(id)) || removed.some((id) => result.has(id))) return undefined;
  return next;
}
