// Completeness of the designer's node registry (issue 24): every node type of the domain has its ui folder —
// a drawer panel, and the card's hint when a type needs an assignee to be complete.
import { readdirSync, statSync } from 'fs';
import { join } from 'path';
import { nodeTypes } from '../../../domain/flow';
import { nodeUiOf, nodeUis } from '../../../ui/flow-designer/nodes/registry';

const folder = join(__dirname, '../../../ui/flow-designer/nodes');

test('every node type has its designer panel, and every ui folder is a registered type', () => {
  for (const type of nodeTypes()) expect(typeof nodeUiOf(type.type)?.Panel).toBe('function');
  const folders = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory()).sort();
  // The app's folders, plus the ui folders of issue 44's scratch types when those are registered (test/scratch-types).
  const scratch = join(__dirname, '../../scratch-types/nodes');
  const scratchFolders = readdirSync(scratch).filter((name) => statSync(join(scratch, name)).isDirectory()).map((name) => name.replace(/-ui$/, ''));
  const registered: string[] = nodeUis().map((ui) => ui.type);
  expect(folders.filter((name) => !registered.includes(name))).toEqual([]);
  expect(registered.filter((type) => !folders.includes(type) && !scratchFolders.includes(type))).toEqual([]);
  expect([...registered].sort()).toEqual(nodeTypes().map((t) => t.type).sort());
});

test('a node type whose card can be incomplete (no assignee yet) says what to set', () => {
  expect(nodeUiOf('approver')?.missing).toBe('请设置审批人');
  expect(nodeUiOf('cc')?.missing).toBe('请设置抄送人');
  expect(nodeUiOf('handler')?.missing).toBe('请设置办理人');
});

test('办理人 opens the approver drawer; 包容分支 the group panel, as 条件分支', () => {
  expect(nodeUiOf('handler')?.Panel).toBe(nodeUiOf('approver')?.Panel);
  expect(nodeUiOf('inclusive')?.Panel).toBe(nodeUiOf('condition')?.Panel);
});
