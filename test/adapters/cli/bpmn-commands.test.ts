/** approval-form export-bpmn and import-bpmn. */
import { runCli } from '../../../adapters/cli/run-cli';
import { helpText } from '../../../adapters/cli/help-text';
import { fixtureText, loadFlow } from '../../fixtures/flows/flow-fixtures';
import { memoryIo } from './memory-io';

const files = () => ({ 'leave.flow.json': fixtureText('leave.flow.json'), 'leave.form.json': fixtureText('leave.form.json') });

async function run(argv: string[], extra: Record<string, string> = {}) {
  const all: Record<string, string> = { ...files(), ...extra };
  const m = memoryIo(all);
  const written: Record<string, string> = {};
  const code = await runCli(argv, { ...m.io, writeFile: (path, text) => void (written[path] = text) });
  return { code, stdout: m.stdout(), stderr: m.stderr(), written };
}

describe('approval-form export-bpmn', () => {
  it('writes BPMN 2.0 XML for camunda8 by default (FEEL, zeebe: extensions)', async () => {
    const result = await run(['export-bpmn', '--flow', 'leave.flow.json', '--form', 'leave.form.json']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<bpmn:definitions');
    expect(result.stdout).toContain('<zeebe:loopCharacteristics inputCollection="=');
  });

  it('--target flowable writes flowable: attributes with JUEL, --out writes the file and says so', async () => {
    const result = await run(['export-bpmn', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--target', 'flowable', '--out', 'leave.bpmn']);
    expect(result).toMatchObject({ code: 0, stdout: '已导出 leave.bpmn（flowable）\n' });
    expect(result.written['leave.bpmn']).toContain('flowable:collection="${');
  });

  it('an unknown --target is unusable input (exit 2)', async () => {
    const result = await run(['export-bpmn', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--target', 'zeebe']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("approval-form: --target 只能是 camunda8、camunda7、flowable，不能是 'zeebe'\n");
  });
});

describe('approval-form import-bpmn', () => {
  it('prints the flow JSON of an exported file (exit 0), for each target', async () => {
    for (const target of ['camunda8', 'camunda7', 'flowable']) {
      const exported = await run(['export-bpmn', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--target', target]);
      const result = await run(['import-bpmn', '--bpmn', 'leave.bpmn'], { 'leave.bpmn': exported.stdout });
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(loadFlow('leave'));
    }
  });

  it('exits 1 with every problem by element id, in Chinese', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">
  <bpmn:process id="p" name="手绘" isExecutable="true">
    <bpmn:startEvent id="s" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="script" />
    <bpmn:scriptTask id="script" name="脚本" />
    <bpmn:sequenceFlow id="f2" sourceRef="script" targetRef="e" />
    <bpmn:endEvent id="e" name="结束" />
  </bpmn:process>
</bpmn:definitions>`;
    const result = await run(['import-bpmn', '--bpmn', 'hand.bpmn'], { 'hand.bpmn': xml });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ errors: [{ elementId: 'script', message: '不支持的 BPMN 元素类型「ScriptTask」：只能导入开始事件、用户任务、抄送服务任务、排他网关、并行网关和结束事件' }] });
  });

  it('a file exported for another target than --target is refused with the reason', async () => {
    const exported = await run(['export-bpmn', '--flow', 'leave.flow.json', '--form', 'leave.form.json', '--target', 'camunda7']);
    const result = await run(['import-bpmn', '--bpmn', 'x.bpmn', '--target', 'flowable'], { 'x.bpmn': exported.stdout });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('该文件是为 camunda7 导出的，不能按 flowable 导入');
  });

  it('--help lists both commands', () => {
    expect(helpText()).toContain('approval-form export-bpmn --flow <flow.json> --form <form.json> [--target camunda8|camunda7|flowable] [--out <file.bpmn>]');
    expect(helpText()).toContain('approval-form import-bpmn --bpmn <file.bpmn> [--target camunda8|camunda7|flowable]');
  });
});
