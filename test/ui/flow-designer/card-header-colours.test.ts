// Issue 43 #6: every node type drawn as a card has a visible header of its own colour (the 办理人 card had white
// text on a transparent header: its name could not be seen).
import fs from 'node:fs';
import path from 'node:path';
import { nodeTypes } from '../../../domain/flow/nodes/registry';

const css = fs.readFileSync(path.join(__dirname, '../../../ui/flow-designer/flow-designer.css'), 'utf8');
const headerColour = (type: string) => new RegExp(`\\.flow-card-${type} \\.flow-card-header \\{ background: (#[0-9a-f]{6}); \\}`).exec(css)?.[1];

test('issue 43 #6: each node card type (发起人, 审批人, 办理人, 抄送人, 延时, 触发器, 子流程) has a header colour of its own', () => {
  const cardTypes = nodeTypes().filter((type) => !('branches' in type.create('x', () => 'y'))).map((type) => type.type);
  expect(cardTypes).toContain('handler');
  const colours = cardTypes.map((type) => [type, headerColour(type)] as const);
  expect(colours.filter(([, colour]) => colour === undefined)).toEqual([]);
  expect(new Set(colours.map(([, colour]) => colour)).size).toBe(cardTypes.length);
  expect(colours.filter(([, colour]) => colour === '#ffffff' || colour === '#fff')).toEqual([]);
});
