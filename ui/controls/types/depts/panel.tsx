import { Checkbox } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

/** 可多选 of a 部门 control. */
function DeptsLimitField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="选择方式">
      <Checkbox checked={control.props.multiple === true} onChange={(e) => session.updateProps(control.id, { multiple: e.target.checked })}>可多选</Checkbox>
    </PanelField>
  );
}

export const panel: ControlPanel = { limitFields: DeptsLimitField };
