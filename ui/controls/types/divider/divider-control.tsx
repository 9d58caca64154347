import { Divider } from 'antd';
import type { ControlBodyProps } from '../../control-props';

/** Divider (moduleId 23), with its title when one is set. */
export function DividerControl({ control }: ControlBodyProps) {
  const title = control.config?.title && control.config.title !== control.name ? control.config.title : undefined;
  return <Divider titlePlacement="start" style={{ margin: '8px 0' }}>{title}</Divider>;
}
