// Issue 38, finding 10: import-bpmn had no limits (a 3,000-task chain took 9.5 s and 737 MB; 5,000 tasks ended
// in 内部错误：Maximum call stack size exceeded). A file over 10 MB, over 2,000 flow nodes or nested deeper than
// 64 is refused in Chinese before the XML parser sees it; a large file within the limits still imports.
import { runCli } from '../../../adapters/cli/run-cli';
import { importFlowBpmn } from '../../../adapters/bpmn/bpmn-files';
import { memoryIo } from './memory-io';

const wrap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="defs">
<bpmn:process id="big" name="大流程" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

/** A start, `tasks` user tasks in a row (each assigned to 财务), an end. */
function chain(tasks: number): string {
  const parts = ['<bpmn:startEvent id="s" />'];
  let previous = 's';
  for (let i = 0; i < tasks; i++) {
    parts.push(`<bpmn:userTask id="t${i}" name="审批${i}"><bpmn:extensionElements><zeebe:assignmentDefinition assignee="u-fin1" /></bpmn:extensionElements></bpmn:userTask>`,
      `<bpmn:sequenceFlow id="f${i}" sourceRef="${previous}" targetRef="t${i}" />`);
    previous = `t${i}`;
  }
  parts.push('<bpmn:endEvent id="e" />', `<bpmn:sequenceFlow id="fe" sourceRef="${previous}" targetRef="e" />`);
  return wrap(parts.join(''));
}

async function importBpmn(xml: string) {
  const m = memoryIo({ 'big.bpmn': xml });
  const started = Date.now();
  const code = await runCli(['import-bpmn', '--bpmn', 'big.bpmn'], m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr(), ms: Date.now() - started };
}

test.each([3000, 5000])('a %d-task chain is refused at once: more than 2,000 flow nodes', async (tasks) => {
  const result = await importBpmn(chain(tasks));
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toEqual({ errors: [{ elementId: '', message: 'BPMN 流程最多 2000 个节点（该文件至少有 2001 个），请拆分后导入' }] });
  expect(result.stderr).toBe('');
  expect(result.ms).toBeLessThan(1500);
});

test('a file over 10 MB is refused before it is parsed', async () => {
  const result = await importBpmn(chain(3).replace('<bpmn:process', `<!-- ${'x'.repeat(11 * 1024 * 1024)} --><bpmn:process`));
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout).errors[0].message).toBe('BPMN 文件不能超过 10 MB（该文件 11.0 MB）');
});

test('a 100,000-deep file is refused at once', async () => {
  const depth = 100_000;
  const result = await importBpmn(wrap(`<bpmn:startEvent id="s"><bpmn:documentation>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</bpmn:documentation></bpmn:startEvent>`));
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout).errors[0].message).toBe('BPMN 文件的 XML 嵌套超过 64 层，不是可导入的流程');
  expect(result.ms).toBeLessThan(1500);
});

test('1,998 tasks (2,000 flow nodes) still import, with no stack overflow', async () => {
  const result = await importFlowBpmn(chain(1998));
  expect(result.problems).toEqual([]);
  let count = 0;
  for (let node = result.flow?.root as { next?: unknown } | undefined; node; node = node.next as typeof node) count++;
  expect(count).toBe(1999);
  const printed = await importBpmn(chain(1998));
  expect(printed.code).toBe(0);
});

test('gateways nested 995 deep (within 2,000 nodes) are refused quickly: 分支嵌套超过 100 层', async () => {
  const levels = 995;
  const parts = ['<bpmn:startEvent id="s" />', '<bpmn:endEvent id="e" />'];
  let seq = 0;
  const link = (from: string, to: string) => parts.push(`<bpmn:sequenceFlow id="f${seq++}" sourceRef="${from}" targetRef="${to}" />`);
  link('s', 'g0');
  for (let i = 0; i < levels; i++) {
    parts.push(`<bpmn:parallelGateway id="g${i}" />`, `<bpmn:parallelGateway id="j${i}" />`);
    link(`g${i}`, i + 1 < levels ? `g${i + 1}` : `j${i}`);
    link(`g${i}`, `j${i}`);
    if (i + 1 < levels) link(`j${i + 1}`, `j${i}`);
  }
  link('j0', 'e');
  const started = Date.now();
  const result = await importFlowBpmn(wrap(parts.join('')));
  expect(result.problems.map((p) => p.message)).toContain('分支嵌套超过 100 层，无法转换为审批流');
  expect(Date.now() - started).toBeLessThan(5000);
});
