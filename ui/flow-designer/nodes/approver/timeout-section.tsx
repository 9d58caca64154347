import { Checkbox, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import type { FlowNode } from '../../../../domain/flow';
import { TIMEOUT_ACTIONS, type TimeoutAction, type TimeoutSetting } from '../../../../domain/flow/node-settings/timeout-setting';
import { useFlowSession } from '../../use-flow-designer';
import { inNodeWords } from './deciding-words';
import { DurationInput, type DurationUnit } from '../duration-input';

const DEFAULT_TIMEOUT: TimeoutSetting = { after: { hours: 24 }, action: 'remind' };

/** The one unit `after` is kept in (the designer writes a single unit; a file may add several up). */
function afterParts(after: TimeoutSetting['after']): { amount: number; unit: DurationUnit } {
  if (after.days) return { amount: after.days, unit: 'days' };
  if (after.hours) return { amount: after.hours, unit: 'hours' };
  return { amount: after.minutes ?? 0, unit: 'minutes' };
}

/**
 * 超时 (审批人超时未处理时, issue 27): after how long, on working time or not, what the system does (提醒 at most
 * n times, 自动同意, 自动拒绝, 转交直属主管). Shared by the approver and 办理人 drawers.
 */
export function TimeoutSection({ node }: { node: FlowNode }) {
  const session = useFlowSession();
  const timeout = node.props.timeout as TimeoutSetting | undefined;
  const set = (next: TimeoutSetting | undefined) => session.updateNodeProps(node.id, { timeout: next });
  return (
    <div className="flow-timeout-section">
      <Typography.Title level={5}>{inNodeWords(node, '审批人超时未处理时')}</Typography.Title>
      <Switch aria-label="启用超时处理" checked={timeout !== undefined} onChange={(on) => set(on ? DEFAULT_TIMEOUT : undefined)} />
      {timeout && (
        <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 12 }}>
          <Space wrap>
            <span>超过</span>
            <DurationInput label="超时时间" {...afterParts(timeout.after)} onChange={(amount, unit) => set({ ...timeout, after: { [unit]: amount } })} />
            <span>未处理</span>
            <Checkbox checked={timeout.workTime === true} onChange={(e) => set({ ...timeout, workTime: e.target.checked || undefined })}>仅计算工作时间</Checkbox>
          </Space>
          <Radio.Group aria-label="超时处理方式" value={timeout.action} onChange={(e) => set({ ...timeout, action: e.target.value as TimeoutAction })}>
            <Space orientation="vertical">
              {(Object.keys(TIMEOUT_ACTIONS) as TimeoutAction[]).map((action) => <Radio key={action} value={action}>{TIMEOUT_ACTIONS[action]}</Radio>)}
            </Space>
          </Radio.Group>
          {timeout.action === 'remind' && (
            <Space>
              <span>最多提醒</span>
              <InputNumber aria-label="最多提醒次数" min={1} precision={0} value={timeout.repeat ?? 1} onChange={(value) => set({ ...timeout, repeat: Number(value ?? 1) })} />
              <span>次</span>
            </Space>
          )}
          <Typography.Text type="secondary">按每个任务创建的时间计算；已处理的任务不再提醒或处理；工作时间按流程设置中的工作日历</Typography.Text>
        </Space>
      )}
    </div>
  );
}
