import { Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import {
  scheduleKinds, taskKindOf, taskKinds, timingMessages, type ParamSpec, type Schedule, type TaskProblem, type TimingTaskDraft,
} from '../../domain/timing';

interface TimingTaskFormProps {
  draft: TimingTaskDraft;
  problems: readonly TaskProblem[];
  onChange(draft: TimingTaskDraft): void;
  onKind(kind: string): void;
  onScheduleKind(kind: Schedule['kind']): void;
}

const problemOf = (problems: readonly TaskProblem[], field: string) => {
  const messages = problems.filter((p) => p.field === field).map((p) => p.message);
  return messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join('；') } : {};
};

/** A whole number as typed (null while empty: the checks say what is missing). */
const numberOf = (value: number | string | null) => (value === null || value === '' ? Number.NaN : Number(value));
/** What an InputNumber shows for a stored number (nothing for a cleared one). */
const shown = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The schedule's fields for its kind: minute (每小时), weekday (每周), day of month (每月), time of day. */
function ScheduleFields({ schedule, onChange }: { schedule: Schedule; onChange(s: Schedule): void }) {
  const set = (patch: Partial<Record<'minute' | 'hour' | 'weekday' | 'day', number>>) => onChange({ ...schedule, ...patch } as Schedule);
  const minute = (
    <InputNumber aria-label="分钟" value={shown(schedule.minute)} precision={0} style={{ width: 90 }} suffix="分" onChange={(v) => set({ minute: numberOf(v) })} />
  );
  if (schedule.kind === 'hourly') return <Space wrap>第 {minute}</Space>;
  const time = (
    <>
      <InputNumber aria-label="小时" value={shown(schedule.hour)} precision={0} style={{ width: 90 }} suffix="时" onChange={(v) => set({ hour: numberOf(v) })} />
      {minute}
    </>
  );
  return (
    <Space wrap>
      {schedule.kind === 'weekly' && (
        <Select
          aria-label="星期"
          value={schedule.weekday}
          style={{ width: 110 }}
          options={timingMessages.weekdays.map((label, i) => ({ value: i + 1, label }))}
          onChange={(weekday: number) => set({ weekday })}
        />
      )}
      {schedule.kind === 'monthly' && (
        <InputNumber aria-label="日期" value={shown(schedule.day)} precision={0} style={{ width: 90 }} suffix="日" onChange={(v) => set({ day: numberOf(v) })} />
      )}
      {time}
    </Space>
  );
}

function ParamField({ spec, value, onChange }: { spec: ParamSpec; value: unknown; onChange(v: number | string): void }) {
  if (spec.type === 'choice') {
    return (
      <Radio.Group aria-label={spec.label} value={value} onChange={(e) => onChange(String(e.target.value))}
        options={spec.options.map((o) => ({ value: o.value, label: o.label }))} />
    );
  }
  return (
    <InputNumber aria-label={spec.label} value={shown(value)} precision={0} style={{ width: 160 }}
      suffix={spec.unit} onChange={(v) => onChange(numberOf(v))} />
  );
}

/** The edit form of a scheduled task: name, kind, schedule, the kind's parameters, 启用; problems under their fields. */
export function TimingTaskForm({ draft, problems, onChange, onKind, onScheduleKind }: TimingTaskFormProps) {
  const kind = taskKindOf(draft.kind);
  return (
    <Form layout="vertical" className="timing-task-form" style={{ maxWidth: 640 }} onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item label="任务名称" required {...problemOf(problems, 'name')}>
        <Input aria-label="任务名称" value={draft.name} maxLength={60} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      </Form.Item>
      <Form.Item label="任务类型" required {...problemOf(problems, 'kind')} extra={kind?.description}>
        <Select aria-label="任务类型" value={draft.kind} options={taskKinds().map((k) => ({ value: k.kind, label: k.label }))} onChange={onKind} />
      </Form.Item>
      <Form.Item label="执行周期" required {...problemOf(problems, 'schedule')}>
        <Space wrap>
          <Select
            aria-label="周期"
            value={draft.schedule.kind}
            style={{ width: 110 }}
            options={scheduleKinds().map((k) => ({ value: k.kind, label: k.label }))}
            onChange={onScheduleKind}
          />
          <ScheduleFields schedule={draft.schedule} onChange={(schedule) => onChange({ ...draft, schedule })} />
        </Space>
      </Form.Item>
      {kind?.params.map((spec) => (
        <Form.Item key={spec.name} label={spec.label} required {...problemOf(problems, `params.${spec.name}`)}
          extra={spec.type === 'number' ? `${spec.min}–${spec.max} ${spec.unit}` : undefined}>
          <ParamField spec={spec} value={draft.params[spec.name]} onChange={(v) => onChange({ ...draft, params: { ...draft.params, [spec.name]: v } })} />
        </Form.Item>
      ))}
      <Form.Item label="状态">
        <Space>
          <Switch aria-label="启用" checked={draft.enabled} onChange={(enabled) => onChange({ ...draft, enabled })} />
          <Typography.Text type="secondary">{draft.enabled ? '启用：按执行周期自动运行' : '停用：只在点「立即执行」时运行'}</Typography.Text>
        </Space>
      </Form.Item>
    </Form>
  );
}
