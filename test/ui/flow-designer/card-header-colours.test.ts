// Issue 43 #6: every node type drawn as a card has a visible header of its own colour (the 办理人 card had white
// text on a transparent header: its name could not be seen). The colour is the type's ui module's (`colour`), so
// a registered type brings its own.
import { nodeTypes } from '../../../domain/flow/nodes/registry';
import { nodeUiOf } from '../../../ui/flow-designer/nodes/registry';

test('issue 43 #6: each node card type (发起人, 审批人, 办理人, 抄送人, 延时, 触发器, 子流程, …) has a header colour of its own', () => {
  const cardTypes = nodeTypes().filter((type) => !('branches' in type.create('x', () => 'y'))).map((type) => type.type);
  expect(cardTypes).toContain('handler');
  const colours = cardTypes.map((type) => [type, nodeUiOf(type)?.colour] as const);
  expect(colours.filter(([, colour]) => !/^#[0-9a-f]{6}$/.test(colour ?? ''))).toEqual([]);
  expect(new Set(colours.map(([, colour]) => colour)).size).toBe(cardTypes.length);
  expect(colours.filter(([, colour]) => colour === '#ffffff')).toEqual([]);
});

test('every type of the + menu has its dot colour', () => {
  for (const type of nodeTypes().filter((t) => t.addable)) expect([type.type, nodeUiOf(type.type)?.colour]).toEqual([type.type, expect.stringMatching(/^#[0-9a-f]{6}$/)]);
});
