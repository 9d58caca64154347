import { Checkbox, InputNumber, Space } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

/** 可多选 and, when multiple, 最多选择 of a 成员 control. */
function MembersLimitField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const multiple = control.props.multiple === true;
  return (
    <PanelField label="选择方式">
      <Space>
        <Checkbox checked={multiple} onChange={(e) => session.updateProps(control.id, { multiple: e.target.checked, ...(e.target.checked ? {} : { max: undefined }) })}>可多选</Checkbox>
        {multiple && (
          <InputNumber size="small" min={1} precision={0} aria-label="最多选择人数" placeholder="不限" value={typeof control.props.max === 'number' ? control.props.max : undefined}
            onChange={(v) => session.updateProps(control.id, { max: v ?? undefined })} />
        )}
      </Space>
    </PanelField>
  );
}

export const panel: ControlPanel = { limitFields: MembersLimitField };
