import { memo } from 'react';
import { Alert } from 'antd';
import type { ControlViewProps } from './control-props';
import { isControlDisabled } from './control-props';
import { ControlFrame } from './control-frame';
import { ControlBodySlot } from './control-body-slot';
import { getControlComponent } from './registry';

export type { ControlContext, ControlMode, ControlViewProps, ControlBodyProps } from './control-props';

/**
 * Renders one control in `fill`, `readonly` or `design` mode: its frame (width, title, required mark, hint,
 * error) and the component its moduleId registers. Hidden controls (config.hidden) render nothing outside
 * design mode. Used by the filler, the designer canvas and the read-only instance view.
 */
export const ControlView = memo(function ControlView(props: ControlViewProps) {
  const { control, mode } = props;
  if (control.config?.hidden === true && mode !== 'design') return null;
  const registered = getControlComponent(control.moduleId);
  if (!registered) {
    return (
      <ControlFrame control={control} mode={mode} showLabel>
        <Alert type="warning" showIcon title={`未知的控件类型 moduleId：${String(control.moduleId)}`} />
      </ControlFrame>
    );
  }
  return (
    <ControlFrame control={control} mode={mode} error={props.error} showLabel={registered.labelled}>
      <ControlBodySlot {...props} entry={registered} disabled={isControlDisabled(control, mode)} />
    </ControlFrame>
  );
});
