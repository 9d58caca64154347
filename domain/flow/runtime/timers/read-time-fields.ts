/**
 * Reading the time fields of a stored instance state (issue 26 / 27): `startedAt`, `lastAt`, `timers`, `waits`
 * and `reminders`, all optional so states stored before still read.
 */
import { flowMessages as m } from '../../flow-messages';
import { isObject, type Json, type JsonIssues } from '../../model/json-reader';

const LISTS: Record<string, { texts: readonly string[]; optionalTexts: readonly string[] }> = {
  timers: { texts: ['kind', 'nodeId', 'due'], optionalTexts: ['taskId'] },
  waits: { texts: ['nodeId', 'type'], optionalTexts: ['until'] },
  reminders: { texts: ['nodeId', 'userId', 'at'], optionalTexts: [] },
};

export function readTimeFields(issues: JsonIssues, input: Json, path: string): void {
  for (const key of ['startedAt', 'lastAt']) issues.string(input, key, path, true);
  for (const [key, { texts, optionalTexts }] of Object.entries(LISTS)) {
    const list = input[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      issues.add(`${path}.${key}`, m.notAnArray);
      continue;
    }
    list.forEach((item, i) => {
      const at = `${path}.${key}[${i}]`;
      if (!isObject(item)) issues.add(at, m.notAnObject);
      else {
        for (const field of texts) issues.string(item, field, at);
        for (const field of optionalTexts) issues.string(item, field, at, true);
      }
    });
  }
}
