// The CLI's --help documents what the registries hold (issue 44): an example of every registered node type, each
// supplied by its module, and every action a run takes — a registered type or action needs no edit of help-text.ts.
import { helpText } from '../../../adapters/cli/help-text';
import { actionKinds, nodeTypes } from '../../../domain/flow';

describe('approval-form --help', () => {
  test.each(nodeTypes().map((type) => [type.type, type] as const))('has an example node of type %s, named by its Chinese label', (_, type) => {
    const help = helpText();
    expect(type.cliExample.length).toBeGreaterThan(0);
    expect(help).toContain(`"type": "${type.type}"`);
    expect(help).toContain(`${type.type} (${type.label})`);
    for (const line of type.cliExample) expect(help).toContain(line);
  });

  test('lists every action a person takes in a run', () => {
    const help = helpText();
    for (const kind of actionKinds().filter((k) => k.apply && !k.system)) expect(help).toContain(`"${kind.name}"`);
  });
});
