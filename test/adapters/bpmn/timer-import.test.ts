// Hand-drawn timers read back (issue 26 / 27): a timer intermediate catch event is a 延时 (duration, date,
// delayUntil(control, offset)); a timer on a user task's border with an approval-timeout task is its timeout.
import { importFlowBpmn } from '../../../adapters/bpmn/bpmn-files';

const wrap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs">
  <bpmn:process id="hand" name="手绘" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
const flow = (id: string, from: string, to: string) => `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;
const timer = (id: string, field: string, value: string) => `
    <bpmn:intermediateCatchEvent id="${id}" name="等一等">
      <bpmn:timerEventDefinition><bpmn:${field} xsi:type="bpmn:tFormalExpression">${value}</bpmn:${field}></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>`;

async function delayOf(field: string, value: string) {
  const result = await importFlowBpmn(wrap(`<bpmn:startEvent id="s" />${flow('f1', 's', 'w')}${timer('w', field, value)}${flow('f2', 'w', 'e')}<bpmn:endEvent id="e" />`));
  return { problems: result.problems, node: result.flow?.root.next };
}

test('a timer intermediate catch event reads back as a 延时 of each kind', async () => {
  expect((await delayOf('timeDuration', 'PT2H')).node).toEqual({ id: 'w', type: 'delay', name: '等一等', props: { delay: { type: 'duration', minutes: 120 } } });
  expect((await delayOf('timeDate', '2026-12-01T09:00:00')).node?.props).toEqual({ delay: { type: 'until', at: '2026-12-01T09:00' } });
  expect((await delayOf('timeDate', '=delayUntil(start_day, "-1440")')).node?.props).toEqual({ delay: { type: 'field', controlId: 'start_day', offsetMinutes: -1440 } });
});

test('a timer the import cannot read is reported with its id, in Chinese', async () => {
  expect((await delayOf('timeCycle', 'R/PT1H')).problems).toEqual([{ elementId: 'w', message: '无法识别的定时器：延时请使用时长（如 PT2H）、日期时间或 delayUntil(控件, 偏移分钟)' }]);
});

test('a timer on a user task\'s border leading to an approval-timeout task reads back as the approver\'s timeout', async () => {
  const result = await importFlowBpmn(wrap(`
    <bpmn:startEvent id="s" />${flow('f1', 's', 'a')}
    <bpmn:userTask id="a" name="财务"><bpmn:extensionElements><zeebe:assignmentDefinition assignee="u-fin1" /></bpmn:extensionElements></bpmn:userTask>
    ${flow('f2', 'a', 'e')}<bpmn:endEvent id="e" />
    <bpmn:boundaryEvent id="t" attachedToRef="a" cancelActivity="false">
      <bpmn:timerEventDefinition><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT2H</bpmn:timeCycle></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>${flow('f3', 't', 'job')}
    <bpmn:serviceTask id="job"><bpmn:extensionElements><zeebe:taskDefinition type="approval-timeout" />
      <zeebe:ioMapping><zeebe:input source="=&#34;remind&#34;" target="timeoutAction" /></zeebe:ioMapping></bpmn:extensionElements></bpmn:serviceTask>
    ${flow('f4', 'job', 'e2')}<bpmn:endEvent id="e2" />`));
  expect(result.problems).toEqual([]);
  expect(result.flow?.root.next?.props).toMatchObject({ timeout: { after: { minutes: 120 }, action: 'remind', repeat: 3 } });
});
