// 定时任务 validation: one test per rule, named after it (TASK_RULES).
import { TASK_RULES, validateTask, type TimingTaskDraft } from '../../../domain/timing';

const good: TimingTaskDraft = { name: '每日催办', kind: 'overdueRemind', schedule: { kind: 'daily', hour: 9, minute: 0 }, enabled: true, params: { hours: 24 } };
const messages = (draft: Partial<TimingTaskDraft>) => validateTask({ ...good, ...draft } as TimingTaskDraft).map((p) => `${p.field}: ${p.message}`);

it('a complete task has no problem', () => expect(validateTask(good)).toEqual([]));

it('the rules are the ones tested here', () => {
  expect(TASK_RULES.map((r) => r.name)).toEqual(['nameRequired', 'nameTooLong', 'kindKnown', 'scheduleValid', 'paramsInRange']);
});

it('nameRequired: an empty or blank name', () => {
  expect(messages({ name: '' })).toEqual(['name: 请输入任务名称']);
  expect(messages({ name: '   ' })).toEqual(['name: 请输入任务名称']);
});

it('nameTooLong: more than 30 characters', () => {
  expect(messages({ name: '催'.repeat(31) })).toEqual(['name: 任务名称不能超过 30 个字']);
  expect(messages({ name: '催'.repeat(30) })).toEqual([]);
});

it('kindKnown: no kind or an unknown one', () => {
  expect(messages({ kind: '' })).toEqual(['kind: 请选择任务类型']);
  expect(messages({ kind: 'sendMail' })).toEqual(['kind: 未知的任务类型：sendMail']);
});

it('scheduleValid: an unknown schedule or numbers out of range', () => {
  expect(messages({ schedule: undefined })).toEqual(['schedule: 请选择执行周期']);
  expect(messages({ schedule: { kind: 'daily', hour: 25, minute: 0 } })).toEqual(['schedule: 小时须为 0–23 之间的整数']);
  expect(messages({ schedule: { kind: 'hourly', minute: 1.5 } })).toEqual(['schedule: 分钟须为 0–59 之间的整数']);
});

it('paramsInRange: a number outside its range, a missing one, a choice not offered', () => {
  expect(messages({ params: { hours: 0 } })).toEqual(['params.hours: 超时时长须为 1–720 小时之间的整数']);
  expect(messages({ params: {} })).toEqual(['params.hours: 超时时长须为 1–720 小时之间的整数']);
  expect(messages({ kind: 'overdueAutoDecide', params: { hours: 72, decision: 'ignore' } })).toEqual(['params.decision: 请选择处理方式']);
  expect(messages({ kind: 'cleanOperationLogs', params: { days: 3651 } })).toEqual(['params.days: 保留天数须为 1–3650 天之间的整数']);
});
