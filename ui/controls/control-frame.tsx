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

/** Width (25/50/75/100 %), title with required mark, hint (strong remind in red), error under the field. */
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
      {tip && (
        <div className={strong ? 'control-tip control-tip-strong' : 'control-tip'} style={{ marginBottom: 4 }}>
          <span style={{ fontSize: 12, color: strong ? '#ff4d4f' : 'rgba(0, 0, 0, 0.45)', fontWeight: strong ? 600 : undefined }}>{tip}</span>
        </div>
      )}
      {children}
      {error && (
        <div className="control-error" role="alert" style={{ color: '#ff4d4f', fontSize: 12, marginTop: 2 }}>{error}</div>
      )}
    </div>
  );
}
