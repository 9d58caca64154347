import type { ReactNode } from 'react';
import type { Control } from '../../domain/model/control';
import { controlLabel, type ControlMode } from './control-props';

interface ControlFrameProps {
  control: Control;
  mode: ControlMode;
  error?: string;
  /** Layout and display controls (divider, description) have no label. */
  showLabel: boolean;
  children: ReactNode;
}

const TIP_STYLE = { fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' } as const;
/** antd's warning palette (orange-7 on orange-1). */
export const STRONG_TIP_COLOR = '#d46b08';
const STRONG_TIP_STYLE = {
  fontSize: 12, color: STRONG_TIP_COLOR, background: '#fff7e6', fontWeight: 600, padding: '1px 6px', borderRadius: 4,
} as const;

/** Width (25/50/75/100 %), title with required mark, the field, its hint (a strong remind in orange), error. */
export function ControlFrame({ control, mode, error, showLabel, children }: ControlFrameProps) {
  const width = control.config?.width ?? 100;
  const required = control.config?.required === true && mode !== 'readonly';
  const tip = typeof control.config?.tip === 'string' ? control.config.tip : '';
  const strong = control.config?.strongRemind === true;
  return (
    <div
      className={`control-frame${error ? ' control-frame-error' : ''}`}
      data-control-id={control.id}
      data-module-id={control.moduleId}
      style={{ width: `${width}%`, padding: '6px 12px', boxSizing: 'border-box' }}
    >
      {showLabel && (
        <div className="control-label" style={{ marginBottom: 4, fontWeight: 500 }}>
          {required && <span className="control-required" style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
          {controlLabel(control)}
        </div>
      )}
      {children}
      {tip && (
        // Below the field, as the designer says (填写时显示在控件下方). A strong remind stands out in the warning
        // orange: the error red is kept for errors, so a hint never reads as one.
        <div className={strong ? 'control-tip control-tip-strong' : 'control-tip'} style={{ marginTop: 4 }}>
          <span style={strong ? STRONG_TIP_STYLE : TIP_STYLE}>{tip}</span>
        </div>
      )}
      {error && (
        <div className="control-error" role="alert" style={{ color: '#ff4d4f', fontSize: 12, marginTop: 2 }}>{error}</div>
      )}
    </div>
  );
}
