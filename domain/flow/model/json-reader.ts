/**
 * Small helpers for reading untrusted JSON: each check adds `{ path, message }` to a list instead of throwing,
 * so a malformed flow is reported with the path of every bad field.
 */
import { flowMessages as m } from '../flow-messages';

export type Json = Record<string, unknown>;

export interface PathError {
  /** e.g. `root.next.props.assignee.userIds[1]`. */
  path: string;
  message: string;
}

export const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
/** Untrusted JSON shown in a message: `String()` throws on objects such as `{ "toString": null }`. */
export const shownJson = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x) ?? String(x));
export const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((item) => typeof item === 'string');

export class JsonIssues {
  readonly errors: PathError[] = [];

  add(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  /** A required (or, with `optional`, possibly absent) string field. */
  string(owner: Json, key: string, path: string, optional = false): void {
    const value = owner[key];
    if (value === undefined && optional) return;
    if (typeof value !== 'string') this.add(`${path}.${key}`, m.notAString);
  }

  stringList(owner: Json, key: string, path: string, optional = false): void {
    const value = owner[key];
    if (value === undefined && optional) return;
    if (!isStringList(value)) this.add(`${path}.${key}`, m.notAStringList);
  }

  boolean(owner: Json, key: string, path: string): void {
    const value = owner[key];
    if (value !== undefined && typeof value !== 'boolean') this.add(`${path}.${key}`, m.notABoolean);
  }

  /** An optional object field; returns it when it is one. */
  object(owner: Json, key: string, path: string, optional = true): Json | undefined {
    const value = owner[key];
    if (value === undefined && optional) return undefined;
    if (!isObject(value)) {
      this.add(`${path}.${key}`, m.notAnObject);
      return undefined;
    }
    return value;
  }
}
