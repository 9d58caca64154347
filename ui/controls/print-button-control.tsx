import { Button } from 'antd';
import type { ControlBodyProps } from './control-props';

/** Print button (moduleId 19): opens the print view of the instance in a new window (read-only view only). */
export function PrintButtonControl({ control, mode, context }: ControlBodyProps) {
  const label = typeof control.props?.label === 'string' && control.props.label ? control.props.label : '打印';
  const instanceId = context?.instanceId;
  return (
    <Button
      disabled={mode !== 'readonly' || !instanceId}
      onClick={() => {
        if (instanceId) window.open(`/flowMyFormPreview/print?instanceId=${encodeURIComponent(instanceId)}&printType=1`, '_blank', 'noopener');
      }}
    >
      {label}
    </Button>
  );
}
