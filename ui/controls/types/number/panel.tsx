import { Checkbox, Input, InputNumber, Space } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

/** 小数, 数值范围 and 单位 of a number. */
function NumberFormatField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const id = control.id;
  return (
    <>
      <PanelField label="小数">
        <Space>
          <Checkbox checked={control.props.isAllowDecimal !== false} onChange={(e) => session.updateProps(id, { isAllowDecimal: e.target.checked })}>允许小数</Checkbox>
          {control.props.isAllowDecimal !== false && (
            <InputNumber size="small" min={0} max={8} precision={0} value={control.props.decimalNum ?? 2} prefix="位数"
              onChange={(v) => session.updateProps(id, { decimalNum: Number(v ?? 0) })} />
          )}
        </Space>
      </PanelField>
      <PanelField label="数值范围">
        <Space>
          <InputNumber size="small" value={control.props.minNum} placeholder="最小值" onChange={(v) => session.updateProps(id, { minNum: v ?? undefined })} />
          <InputNumber size="small" value={control.props.maxNum} placeholder="最大值" onChange={(v) => session.updateProps(id, { maxNum: v ?? undefined })} />
        </Space>
      </PanelField>
      <PanelField label="单位">
        <Input size="small" value={control.props.unity ?? ''} onChange={(e) => session.updateProps(id, { unity: e.target.value })} />
      </PanelField>
    </>
  );
}

/** Spec 2: title 获取远程数据, description 下拉数据通过远程获取. */

export const panel: ControlPanel = { limitFields: NumberFormatField };
