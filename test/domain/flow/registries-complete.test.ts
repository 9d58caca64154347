// Completeness of the flow registries (issue 24): every node type has its runner, route preview, step words,
// card summary and + menu entry; every approver action its module and label. A type or an action added to
// its folder but not to its registry (or the other way round) fails here.
import { readdirSync } from 'fs';
import { join } from 'path';
import {
  actionKinds, addableNodeTypes, describeSteps, nodeTypes, parseFlow, previewRoute, type Flow, type FlowNode,
} from '../../../domain/flow';
import { loadForm, loadOrg } from '../../fixtures/flows/flow-fixtures';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const filesIn = (dir: string, helpers: readonly string[]) =>
  readdirSync(dir).filter((f) => f.endsWith('.ts') && !helpers.includes(f)).map((f) => f.replace(/\.ts$/, ''));
const moduleFiles = (folder: string, helpers: readonly string[]) => filesIn(join(__dirname, '../../../domain/flow', folder), helpers).sort();
/** The test-only modules of issue 44's scratch types (registered only by the "registries with scratch types" run). */
const scratchFiles = (folder: string) => filesIn(join(__dirname, '../../scratch-types', folder), ['note-mapping.ts']);

describe('every node type is complete', () => {
  test('each node type module is registered, and each registered type has its module file', () => {
    const files = moduleFiles('nodes', ['node-type.ts', 'node-props.ts', 'branches.ts', 'registry.ts']);
    const registered = nodeTypes().map((t) => `${kebab(t.type)}-node`);
    expect(files.filter((file) => !registered.includes(file))).toEqual([]);
    expect(registered.filter((name) => !files.includes(name) && !scratchFiles('nodes').includes(name))).toEqual([]);
  });

  test.each(nodeTypes().map((t) => [t.type, t] as const))('%s has its label, reader, check, create, card summary, preview and runner', (_, type) => {
    expect(type.label).toMatch(/\p{Script=Han}/u);
    for (const part of [type.read, type.check, type.create, type.summary, type.usedControls, type.preview, type.enter]) expect(typeof part).toBe('function');
  });

  test('every step a node type previews is put into words by that type (the CLI, the timeline and the launch page read them)', () => {
    let n = 0;
    const newId = () => `x${(n += 1)}`;
    const chain = addableNodeTypes().map((type) => type.create(newId(), newId) as FlowNode);
    const root = { id: 'start', type: 'start', name: '发起人', props: {}, next: chain.reduceRight<FlowNode | undefined>((next, node) => ({ ...node, ...(next ? { next } : {}) }), undefined) };
    const parsed = parseFlow({ id: 'f', name: 'f', root });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const preview = previewRoute({ flow: parsed.flow as Flow, form: loadForm('leave'), values: {}, org: loadOrg(), initiator: 'u-fe1' });
    const made = new Set(preview.steps.map((step) => step.type));
    expect(made.size).toBeGreaterThanOrEqual(3);
    const words = describeSteps(preview.steps, { nodeName: (id) => id, userName: (id) => id });
    expect(words.map((w) => w.nodeId)).toEqual(preview.steps.map((step) => step.nodeId));
    for (const w of words) expect(w.verb).toMatch(/\p{Script=Han}/u);
  });

  test('the + menu offers every registered type but the start node, each with its own label (the app\'s first, in this order)', () => {
    expect(addableNodeTypes()).toEqual(nodeTypes().filter((t) => t.type !== 'start'));
    const labels = addableNodeTypes().map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(0, 10)).toEqual(['审批人', '办理人', '抄送人', '条件分支', '并行分支', '包容分支', '延时', '触发器', '子流程', '路由分支']);
  });
});

describe('every approver action is complete', () => {
  test('each action module is registered, and each registered action has its module file', () => {
    const files = moduleFiles('runtime/actions', ['action-kind.ts', 'registry.ts', 'editable-values.ts', 'task-offer.ts']);
    const registered = actionKinds().map((kind) => kebab(kind.name));
    expect(files.filter((file) => !registered.includes(file))).toEqual([]);
    expect(registered.filter((name) => !files.includes(name) && !scratchFiles('actions').includes(name))).toEqual([]);
  });

  test.each(actionKinds().map((kind) => [kind.name, kind] as const))('%s has its label, comment prompt, look, offer and history words', (_, kind) => {
    expect(kind.label).toMatch(/^\p{Script=Han}+$/u);
    expect(kind.commentPrompt).toMatch(/\p{Script=Han}/u);
    expect(['decision', 'dialog', 'at-once']).toContain(kind.input);
    expect(typeof kind.offer).toBe('function');
    // An action the engine runs records an entry; the timeline tells it in the action's own words.
    if (kind.apply) expect(kind.historyWords?.({ action: 'approve', nodeId: 'n' }, { people: '李四', nodeName: (id) => id }).what).toMatch(/\p{Script=Han}/u);
  });

  test('action names and labels are unique', () => {
    expect(new Set(actionKinds().map((k) => k.name)).size).toBe(actionKinds().length);
    expect(new Set(actionKinds().map((k) => k.label)).size).toBe(actionKinds().length);
  });
});
