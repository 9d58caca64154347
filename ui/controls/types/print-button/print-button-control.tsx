import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { FlowModelApi } from '../../../../application/ports/flow-model-api';
import { readPrintTemplate, type PrintTemplate } from '../../../../domain/print/print-template';
import { printPreviewUrl } from '../../../../domain/print/print-url';
import type { ControlBodyProps } from '../../control-props';
import { usePort } from '../../use-port';

/**
 * Print button (moduleId 19), read-only view only: opens the print view of the instance in a new window,
 * with isPDF=1 when the flow's print template asks for a PDF. The template is read while the button shows,
 * so the click opens the window at once (a window opened after an await is blocked as a pop-up).
 */
export function PrintButtonControl({ control, mode, context }: ControlBodyProps) {
  const label = typeof control.props?.label === 'string' && control.props.label ? control.props.label : '打印';
  const instanceId = context?.instanceId;
  const modelId = context?.modelId;
  const flows = usePort<FlowModelApi>(FlowModelApi);
  const [template, setTemplate] = useState<PrintTemplate | undefined>();
  const live = mode === 'readonly' && !!instanceId;
  useEffect(() => {
    if (!live || !modelId || !flows) return undefined;
    let current = true;
    flows.getModelDesign(modelId).then((design) => { if (current) setTemplate(readPrintTemplate(design.settings)); }, () => undefined);
    return () => { current = false; };
  }, [live, modelId, flows]);
  return (
    <Button
      className="print-button"
      disabled={!live}
      onClick={() => {
        if (!instanceId) return;
        const url = printPreviewUrl(instanceId, { printType: template?.layout === 'custom' ? 2 : 1, isPDF: template?.isPDF === true });
        window.open(url, '_blank', 'noopener');
      }}
    >
      {label}
    </Button>
  );
}
