import { memo, Suspense, useMemo } from 'react';
import { Alert } from 'antd';
import type { ControlViewProps } from './control-props';
import { isControlDisabled } from './control-props';
import { ControlFrame } from './control-frame';
import { bodyOf, type ControlComponent } from './control-lookup';
import { getControlComponent } from './registry';

export type { ControlContext, ControlMode, ControlViewProps, ControlBodyProps } from './control-props';

/** Stands in (same height as an input) while a control's chunk loads, so the form does not jump. */
function BodyPlaceholder() {
  return <div className="control-loading" aria-busy="true" style={{ minHeight: 32 }} />;
}

/**
 * The body component of an entry, fixed for the life of the field: switching from the lazy stand-in to the
 * loaded component would remount the input (and lose focus) on the next render.
 */
function useBody(entry: ControlComponent | undefined) {
  return useMemo(() => (entry ? bodyOf(entry) : undefined), [entry]);
}

/**
 * Renders one control in `fill`, `readonly` or `design` mode: its frame (width, title, required mark, hint,
 * error) and the component its moduleId registers. Hidden controls (config.hidden) render nothing outside
 * design mode. Used by the filler, the designer canvas and the read-only instance view.
 */
export const ControlView = memo(function ControlView(props: ControlViewProps) {
  const { control, mode } = props;
  const registered = getControlComponent(control.moduleId);
  const Body = useBody(registered);
  if (control.config?.hidden === true && mode !== 'design') return null;
  const disabled = isControlDisabled(control, mode);
  if (!registered || !Body) {
    return (
      <ControlFrame control={control} mode={mode} showLabel>
        <Alert type="warning" showIcon title={`未知的控件类型 moduleId：${String(control.moduleId)}`} />
      </ControlFrame>
    );
  }
  return (
    <ControlFrame control={control} mode={mode} error={props.error} showLabel={registered.labelled}>
      <Suspense fallback={<BodyPlaceholder />}>
        <Body {...props} disabled={disabled} />
      </Suspense>
    </ControlFrame>
  );
});
