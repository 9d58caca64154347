/**
 * The designer's undo/redo stack. Every model change is one command holding the model before and after it
 * (forms and flows are immutable and share what did not change, so a snapshot is cheap). The form tab keeps
 * one stack of forms, the flow tab one of flows. Consecutive commands with
 * the same `mergeKey` (typing in one field) merge into one undo step.
 */
import type { Form } from '../../domain/model/form';

export interface Command<T = Form> {
  readonly label: string;
  readonly before: T;
  readonly after: T;
  readonly mergeKey?: string;
  readonly at: number;
}

const MERGE_WINDOW_MS = 1500;
const LIMIT = 200;

export class CommandStack<T = Form> {
  private done: Command<T>[] = [];
  private undone: Command<T>[] = [];

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  push(command: Command<T>): void {
    const last = this.done[this.done.length - 1];
    if (last && command.mergeKey && last.mergeKey === command.mergeKey && command.at - last.at < MERGE_WINDOW_MS) {
      this.done[this.done.length - 1] = { ...command, before: last.before };
    } else {
      this.done.push(command);
      if (this.done.length > LIMIT) this.done.shift();
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
    this.done.push({ ...command, mergeKey: undefined });
    return command.after;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}
