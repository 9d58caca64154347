/**
 * Fuzzing the flow commands: mutated flows, organisations, values and actions through runCli in-process. It
 * must never crash (throw), report an internal error, or print more than one line for unusable input.
 */
import fc from 'fast-check';
import { runCli } from '../../../adapters/cli/run-cli';
import { fixtureText } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const baseFlow = JSON.parse(fixtureText('leave.flow.json'));
const baseOrg = JSON.parse(fixtureText('org.json'));
const baseActions = [{ actor: 'u-fe-lead', action: 'approve' }, { actor: 'u-hr1', action: 'return', nodeId: 'n-dept-head' }, { actor: 'u-fe-lead', action: 'addSigner', to: 'u-ceo', position: 'before' }];

/** Replaces the value found by walking `steps` (each picks a child by index modulo) with `value`. */
function mutate(root: unknown, steps: number[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root));
  let parent: Record<string | number, unknown> | undefined;
  let key: string | number | undefined;
  let node: unknown = copy;
  for (const step of steps) {
    if (node === null || typeof node !== 'object') break;
    const keys: Array<string | number> = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    if (keys.length === 0) break;
    parent = node as Record<string | number, unknown>;
    key = keys[step % keys.length];
    node = parent[key];
  }
  if (!parent || key === undefined) return value;
  parent[key] = value;
  return copy;
}

const hostile = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('__proto__', 'constructor', 'toString', '', '\u001b[31m', 'start', 'n-hr', 'u-ceo', -1, 1e308, null, [], {}, { toString: null }),
);
const mutation = fc.tuple(fc.array(fc.nat({ max: 20 }), { maxLength: 8 }), hostile);

describe('flow commands under hostile input', () => {
  it('never throw, never report an internal error; unusable input is one line on stderr', () => {
    fc.assert(fc.property(
      fc.constantFrom('check-flow', 'route', 'run'), mutation, mutation, mutation, fc.option(fc.jsonValue()), fc.constantFrom('json', 'text'),
      (command, flowMutation, orgMutation, actionsMutation, values, format) => {
        const files = {
          'f.json': JSON.stringify(mutate(baseFlow, ...flowMutation)),
          'form.json': fixtureText('leave.form.json'),
          'o.json': JSON.stringify(mutate(baseOrg, ...orgMutation)),
          'v.json': JSON.stringify(values ?? { leave_days: 5 }),
          'a.json': JSON.stringify(mutate(baseActions, ...actionsMutation)),
        };
        const argv = [command, '--flow', 'f.json', '--form', 'form.json', '--format', format];
        if (command === 'check-flow') argv.push('--org', 'o.json');
        else argv.push('--values', 'v.json', '--org', 'o.json', '--initiator', 'u-fe1');
        if (command === 'run') argv.push('--actions', 'a.json');
        const io = memoryIo(files);
        const code = runCli(argv, io.io) as number; // flow commands answer synchronously
        if (![0, 1, 2].includes(code)) return false;
        if (io.stderr().includes('内部错误')) return false;
        if (code === 2) return io.stdout() === '' && io.stderr().split('\n').length === 2;
        return io.stderr() === '';
      },
    ), { numRuns: 3000 });
  });
});
