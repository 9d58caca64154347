/**
 * Reading back the `approval` bean calls our camunda7 / flowable exports write (`approval.http(execution,
 * 'PUT', 'https://…', '{}', approval.json(execution, '{…}'))`, `approval.setFields(…)`, `approval.startSubflow(…)`)
 * when a file has no data of ours: their single-quoted arguments, some of them JSON texts.
 */

/** The single-quoted string arguments of a JUEL expression, in order, unescaped. */
export const juelStrings = (expression: string): string[] => [...expression.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));

/** A JSON text of an object, or undefined. */
export function jsonRecord(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
}
