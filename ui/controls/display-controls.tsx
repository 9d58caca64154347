import { Button, Divider, Typography } from 'antd';
import type { ControlBodyProps } from './control-props';
import { controlLabel } from './control-props';
import { RichHtmlView } from '../rich-text/rich-html-view';

/** Description text (moduleId 0): the designer's explanatory text. */
export function DescriptionTextControl({ control }: ControlBodyProps) {
  const text = typeof control.props?.value === 'string' && control.props.value !== '' ? control.props.value : controlLabel(control);
  // The designer edits description text with the rich-text editor: HTML is shown sanitised.
  if (/<[a-z][\s\S]*>/i.test(text)) return <RichHtmlView html={text} className="control-description" />;
  return <Typography.Paragraph className="control-description" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph>;
}

/** Divider (moduleId 23), with its title when one is set. */
export function DividerControl({ control }: ControlBodyProps) {
  const title = control.config?.title && control.config.title !== control.name ? control.config.title : undefined;
  return <Divider titlePlacement="start" style={{ margin: '8px 0' }}>{title}</Divider>;
}

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

/**
 * Computed values (number calculator 24, date calculator 25, table statistics 21, remote data display 20):
 * shown, never typed. The filler use case computes them.
 */
export function ComputedValueControl({ control, value, context }: ControlBodyProps) {
  const unit = control.moduleId === 25 ? unitLabel(control.props?.unit) : typeof control.props?.unity === 'string' ? control.props.unity : '';
  const text = value === undefined || value === null || value === '' ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return (
    <div className="control-computed" style={{ minHeight: 32, padding: '4px 11px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6 }}>
      {text === '' ? <Typography.Text type="secondary">{control.moduleId === 20 ? '暂无数据' : '自动计算'}</Typography.Text> : <span className="control-computed-value">{text}{unit}</span>}
      {context?.note && <Typography.Text type="warning" style={{ marginLeft: 8, fontSize: 12 }}>{context.note}</Typography.Text>}
    </div>
  );
}

function unitLabel(unit: unknown): string {
  return unit === 'hours' ? ' 小时' : unit === 'minutes' ? ' 分钟' : ' 天';
}
