import { Rate } from 'antd';
import type { ControlBodyProps } from '../../../../ui/controls/control-props';

/** 评分: stars to click; read-only, the score as text. */
export function RatingControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  const max = Number.isInteger(control.props.maxScore) ? (control.props.maxScore as number) : 5;
  const score = Number(value) || 0;
  if (mode === 'readonly') return <span className="control-readonly">{score ? `${score} / ${max} 分` : '-'}</span>;
  return <Rate count={max} value={score} disabled={disabled} onChange={(next) => onChange?.(next)} />;
}
