// Issue 44's three scratch additions, each from its test-only module and its registry lines alone
// (test/scratch-types/register.ts), work through the app's domain as a type of its own would: 评分 validates,
// prints and is in the palette and the seed; 备注 is offered by the + menu, read, checked, run, exported to BPMN
// and documented by --help; 已阅 is offered, applied, worded and read back.
import { helpText } from '../../adapters/cli/help-text';
import { runCli } from '../../adapters/cli/run-cli';
import { memoryIo } from '../adapters/cli/memory-io';
import { createSeedState } from '../../adapters/demo/seed/seed-state';
import { controlTypes } from '../../domain/controls/registry';
import { addableNodeTypes, checkFlow, historyWords, nodeTypes, parseFlow, previewRoute, viewerActions, type FlowNode } from '../../domain/flow';
import { describeSteps } from '../../domain/flow/route/step-words';
import { bpmnToFlow, flowToBpmn } from '../../domain/flow/bpmn';
import { parseInstanceState } from '../../domain/flow/runtime/parse-instance-state';
import { formatPrintValue } from '../../domain/print/print-values';
import { validateForm } from '../../domain/validation/validate-form';
import { uiControlType } from '../../ui/controls/registry';
import { nodeUiOf } from '../../ui/flow-designer/nodes/registry';
import { envOf, runFlow, users } from '../domain/flow/runtime-helpers';
import { rating, RATING_MODULE_ID } from './controls/rating';
import { registerScratchTypes } from './register';

registerScratchTypes();

describe('a control type from its own module: 评分', () => {
  const control = { ...rating.create('score'), config: { ...rating.create('score').config, required: true } };
  const form = { id: 'f', name: '评价', controls: [control] };

  test('its own rule and its required message come from its module', () => {
    expect(validateForm(form, { score: 6 }).errors).toEqual([{ controlId: 'score', message: '评分必须是 1 到 5 的整数' }]);
    expect(validateForm(form, { score: '' }).errors).toEqual([{ controlId: 'score', message: '必填项' }]);
    expect(validateForm(form, { score: 4 }).valid).toBe(true);
  });

  test('the CLI validates it by its value shape and its own rule', () => {
    const validate = (value: unknown) => {
      const m = memoryIo({ 'form.json': JSON.stringify(form), 'values.json': JSON.stringify({ score: value }) });
      const code = runCli(['validate', '--form', 'form.json', '--values', 'values.json'], m.io);
      return { code, out: m.stdout() };
    };
    expect(validate(4)).toMatchObject({ code: 0 });
    expect(JSON.parse(validate(6).out).errors).toEqual([{ controlId: 'score', message: '评分必须是 1 到 5 的整数' }]);
  });

  test('print, the palette, its UI twin and the seed read it from the registries', () => {
    expect(formatPrintValue(control, 4)).toEqual({ kind: 'text', text: '4 / 5 分' });
    expect(controlTypes.map((type) => type.name)).toContain('评分');
    expect(uiControlType(RATING_MODULE_ID)?.rowHeight).toBe(72);
    const purchase = createSeedState().forms.find((f) => f.id === 'form-purchase');
    expect(purchase?.controls.find((c) => c.moduleId === RATING_MODULE_ID)?.config.title).toBe('评分');
  });
});

describe('a node type from its own module: 备注', () => {
  const env = envOf({ id: 'n-note', type: 'note', name: '备注', props: { text: '月底前处理' }, next: { id: 'a', type: 'approver', name: 'a', props: { assignee: users('u-be1') } } });

  test('the + menu offers it with its colour, and --help shows its example', () => {
    expect(addableNodeTypes().map((type) => type.label)).toContain('备注');
    expect(nodeUiOf('note')?.colour).toBe('#7a8599');
    expect(helpText()).toContain('note (备注)');
    expect(helpText()).toContain('"props": {"text": "月底前处理"}');
  });

  test('it is read and checked by its own rules: an empty note cannot be published', () => {
    const empty = parseFlow({ id: 'f', name: 'f', root: { id: 'start', type: 'start', name: '发起人', props: {}, next: { id: 'x', type: 'note', name: '备注', props: { text: 7 } } } });
    expect(empty.ok ? [] : empty.errors).toEqual([{ path: 'root.next.props.text', message: expect.any(String) }]);
    const blank = envOf({ id: 'x', type: 'note', name: '备注', props: { text: ' ' } });
    expect(checkFlow(blank.flow, blank.form).map((p) => p.message)).toContain('「备注」请填写备注');
  });

  test('its own kind of route step: the route preview shows the note and words it, RouteStep unedited', () => {
    const preview = previewRoute({ ...env, initiator: 'u-fe1', values: {} });
    expect(preview.steps[0]).toEqual({ nodeId: 'n-note', type: 'note', text: '月底前处理' });
    const words = describeSteps(preview.steps, { nodeName: (id) => (id === 'n-note' ? '备注' : id), userName: (id) => id });
    expect(words[0]).toMatchObject({ verb: '备注', node: '备注', detail: '月底前处理' });
  });

  test('an instance passes it at once and waits at the approver after it', () => {
    expect(runFlow(env, { initiator: 'u-fe1', values: {} }).pending).toEqual([{ nodeId: 'a', userIds: ['u-be1'] }]);
  });

  test('it exports to BPMN as its own service task and reads back as itself', () => {
    const back = bpmnToFlow(flowToBpmn(env.flow, env.form, 'camunda8'));
    expect(back.problems).toEqual([]);
    expect(back.flow?.root.next).toMatchObject({ id: 'n-note', type: 'note', props: { text: '月底前处理' } });
  });
});

describe('an action from its own module: 已阅', () => {
  const env = envOf({ id: 'cc', type: 'cc', name: '抄送', props: { assignee: users('u-it1') }, next: { id: 'a', type: 'approver', name: 'a', props: { assignee: users('u-be1') } } });
  const launch = { initiator: 'u-fe1', values: {} };

  test('a copied user is offered it once; it is recorded, worded and read back', () => {
    const started = runFlow(env, launch);
    expect(viewerActions(env, started.state, 'u-it1', { now: 0 }).map((a) => a.label)).toContain('已阅');
    expect(viewerActions(env, started.state, 'u-be1', { now: 0 }).map((a) => a.label)).not.toContain('已阅');
    const read = runFlow(env, launch, [{ actor: 'u-it1', action: 'acknowledge' }]);
    expect(read.refused).toEqual([]);
    const entry = read.state.history.at(-1)!;
    expect(entry).toMatchObject({ action: 'acknowledge', userId: 'u-it1' });
    expect(historyWords(entry, (id) => id).what).toBe('已阅');
    expect(parseInstanceState(read.state)).toMatchObject({ ok: true });
    expect(viewerActions(env, read.state, 'u-it1', { now: 0 }).map((a) => a.label)).not.toContain('已阅');
    expect(runFlow(env, launch, [{ actor: 'u-it1', action: 'acknowledge' }, { actor: 'u-it1', action: 'acknowledge' }]).refused)
      .toEqual([{ index: 1, message: '你已标记过已阅' }]);
  });

  test('--help lists it among the actions of a run', () => {
    expect(helpText()).toContain('"acknowledge"');
  });
});

describe('a node type without a BPMN mapping is named by the completeness test', () => {
  test('registered with no mapping, it is the one type the BPMN completeness check lists, and export names it', () => {
    jest.isolateModules(() => {
      // A fresh registry, apart from this file's (where the note has its mapping).
      const nodes = require('../../domain/flow/nodes/registry') as typeof import('../../domain/flow/nodes/registry');
      const mappings = require('../../domain/flow/bpmn/mapping-registry') as typeof import('../../domain/flow/bpmn/mapping-registry');
      const { noteNode } = require('./nodes/note-node') as typeof import('./nodes/note-node');
      nodes.registerNodeType(noteNode);
      const unmapped = nodes.nodeTypes().filter((type) => mappings.bpmnMappingOf(type.type) === undefined).map((type) => `${type.label} (${type.type})`);
      expect(unmapped).toEqual(['备注 (note)']);
      expect(() => mappings.bpmnMapping({ id: 'n', type: 'note', name: '备注', props: {} } as FlowNode)).toThrow('no BPMN mapping for node type note');
    });
    expect(nodeTypes().map((type) => type.type)).toContain('note');
  });
});
