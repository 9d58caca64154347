// 延时 in the route's words (launch page, CLI `route`, timeline): a wait reads as its delay, never as people.
import { describeSteps, indexFlow, previewRoute, type FlowEnvironment } from '../../../../domain/flow';
import { approver, users } from '../runtime-helpers';
import { delay, envOf } from './timed-run';

function delayWordsOf(env: FlowEnvironment) {
  const index = indexFlow(env.flow);
  const { steps } = previewRoute({ flow: env.flow, form: env.form, values: {}, org: env.org, initiator: 'u-fe1' });
  const controlTitle = (id: string) => env.form.controls.find((c) => c.id === id)?.config.title ?? id;
  return describeSteps(steps, { nodeName: (id) => index.node(id)?.name ?? id, userName: (id) => id, node: (id) => index.node(id), controlTitle })[0];
}
const after = (spec: unknown) => envOf(delay('d1', spec, approver('a1', { assignee: users('u-fe2') })));

describe('a delay step reads as a wait, with no people line', () => {
  test('a duration delay reads 延时 2 小时 and has no people', () => {
    expect(delayWordsOf(after({ type: 'duration', minutes: 120 }))).toMatchObject({ verb: '延时', detail: '延时 2 小时', people: [] });
  });

  test('an until delay reads 延时至 with its date and time', () => {
    expect(delayWordsOf(after({ type: 'until', at: '2026-12-01T09:00' }))?.detail).toBe('延时至 2026-12-01 09:00');
  });

  test('a field delay reads 延时至表单「control」前 1 天 with the control title', () => {
    const words = delayWordsOf(after({ type: 'field', controlId: 'leave_start', offsetMinutes: -1440 }));
    expect(words?.detail).toBe('延时至表单「开始日期」前 1 天');
    expect(words?.detail).not.toContain('leave_start');
  });

  test('without the node at hand the step still reads as a wait (延时), not as nobody', () => {
    const env = after({ type: 'duration', minutes: 120 });
    const { steps } = previewRoute({ flow: env.flow, form: env.form, values: {}, org: env.org, initiator: 'u-fe1' });
    expect(describeSteps(steps, { nodeName: (id) => id, userName: (id) => id })[0]?.detail).toBe('延时');
  });
});
