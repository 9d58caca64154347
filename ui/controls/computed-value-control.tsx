import { getControlType } from '../../domain/controls/registry';
import type { ControlBodyProps } from './control-props';

/**
 * Computed values (number and date calculators, remote data display): shown, never typed. The filler use case
 * computes them; remote data that has not come yet reads 暂无数据, a calculation without inputs 自动计算.
 */
export function ComputedValueControl({ control, value, context }: ControlBodyProps) {
  const calculator = getControlType(control.moduleId)?.calculator;
  const unit = calculator?.kind === 'dateDifference' ? unitLabel(control.props?.unit) : typeof control.props?.unity === 'string' ? control.props.unity : '';
  const text = value === undefined || value === null || value === '' ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return (
    <div className="control-computed" style={{ minHeight: 32, padding: '4px 11px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6 }}>
      {text === '' ? <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{calculator ? '自动计算' : '暂无数据'}</span> : <span className="control-computed-value">{text}{unit}</span>}
      {context?.note && <span className="control-computed-note" style={{ marginLeft: 8, fontSize: 12, color: '#faad14' }}>{context.note}</span>}
    </div>
  );
}

function unitLabel(unit: unknown): string {
  return unit === 'hours' ? ' 小时' : unit === 'minutes' ? ' 分钟' : ' 天';
}
