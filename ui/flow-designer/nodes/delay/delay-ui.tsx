import { DatePicker, InputNumber, Radio, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { DelayNode, DelaySpec } from '../../../../domain/flow';
import { getControlType } from '../../../../domain/controls/registry';
import { useFlowSession } from '../../use-flow-designer';
import { DurationInput, splitMinutes, UNIT_MINUTES } from '../duration-input';
import type { NodePanelProps, NodeUi } from '../node-ui';

const KINDS: ReadonlyArray<{ value: DelaySpec['type']; label: string }> = [
  { value: 'duration', label: '固定时长' },
  { value: 'until', label: '指定日期时间' },
  { value: 'field', label: '表单中的日期' },
];

/** What a new delay of each kind starts as. */
const FRESH: Readonly<Record<DelaySpec['type'], DelaySpec>> = {
  duration: { type: 'duration', minutes: 60 },
  until: { type: 'until', at: '' },
  field: { type: 'field', controlId: '', offsetMinutes: 0 },
};

/** 延时: wait a fixed time, until a date-time, or until a date control's value plus an offset. */
function DelayPanel({ node, form }: NodePanelProps<DelayNode>) {
  const session = useFlowSession();
  const delay = node.props.delay ?? FRESH.duration;
  const set = (next: DelaySpec) => session.updateNodeProps(node.id, { delay: next });
  const dateControls = form.controls.filter((control) => getControlType(control.moduleId)?.conditionKind === 'date');
  const offset = delay.type === 'field' ? Number(delay.offsetMinutes) || 0 : 0;
  const offsetParts = splitMinutes(Math.abs(offset));
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>延时方式</Typography.Title>
        <Radio.Group aria-label="延时方式" value={delay.type} onChange={(e) => set(FRESH[e.target.value as DelaySpec['type']])}>
          <Space orientation="vertical">{KINDS.map((kind) => <Radio key={kind.value} value={kind.value}>{kind.label}</Radio>)}</Space>
        </Radio.Group>
      </div>
      {delay.type === 'duration' && (
        <div>
          <Typography.Title level={5}>等待时长</Typography.Title>
          <DurationInput label="等待时长" {...splitMinutes(delay.minutes)} onChange={(amount, unit) => set({ type: 'duration', minutes: amount * UNIT_MINUTES[unit] })} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>从进入该节点起计算，到时后自动进入下一节点</Typography.Paragraph>
        </div>
      )}
      {delay.type === 'until' && (
        <div>
          <Typography.Title level={5}>等待至</Typography.Title>
          <DatePicker aria-label="等待至" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm"
            value={delay.at ? dayjs(delay.at) : null}
            onChange={(value) => set({ type: 'until', at: value ? value.format('YYYY-MM-DDTHH:mm') : '' })} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>已过该时间时不等待</Typography.Paragraph>
        </div>
      )}
      {delay.type === 'field' && (
        <div>
          <Typography.Title level={5}>表单日期</Typography.Title>
          <Space wrap>
            <Select aria-label="日期控件" placeholder="选择日期控件" style={{ width: 180 }} value={delay.controlId || undefined}
              options={dateControls.map((control) => ({ value: control.id, label: control.config.title || control.name }))}
              onChange={(controlId: string) => set({ ...delay, controlId })} />
            <Select aria-label="偏移方向" style={{ width: 80 }} value={offset < 0 ? 'before' : 'after'}
              options={[{ value: 'before', label: '之前' }, { value: 'after', label: '之后' }]}
              onChange={(side: string) => set({ ...delay, offsetMinutes: (side === 'before' ? -1 : 1) * Math.abs(offset) })} />
            <InputNumber aria-label="偏移" min={0} precision={0} value={offsetParts.amount} style={{ width: 90 }}
              onChange={(value) => set({ ...delay, offsetMinutes: (offset < 0 ? -1 : 1) * Number(value ?? 0) * UNIT_MINUTES[offsetParts.unit] })} />
            <Select aria-label="偏移单位" style={{ width: 80 }} value={offsetParts.unit}
              options={[{ value: 'minutes', label: '分钟' }, { value: 'hours', label: '小时' }, { value: 'days', label: '天' }]}
              onChange={(unit: keyof typeof UNIT_MINUTES) => set({ ...delay, offsetMinutes: (offset < 0 ? -1 : 1) * offsetParts.amount * UNIT_MINUTES[unit] })} />
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>只填日期时按当天 00:00 计算；该控件未填写时不等待</Typography.Paragraph>
        </div>
      )}
    </Space>
  );
}

export const delayUi: NodeUi<DelayNode> = { type: 'delay', Panel: DelayPanel, colour: '#e872b7', missing: '请设置延时' };
