import { Radio } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

const REGION_LEVELS = [
  { value: 'province', label: '省' }, { value: 'city', label: '省/市' }, { value: 'district', label: '省/市/区（县）' },
];

/** 省市区选择类型: how deep the applicant picks (changing it clears the default). */
function RegionField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="省市区选择类型">
      <Radio.Group value={control.props.level ?? 'district'} aria-label="省市区选择类型" options={REGION_LEVELS}
        onChange={(e) => session.updateProps(control.id, { level: e.target.value as string, value: [] })} />
    </PanelField>
  );
}

export const panel: ControlPanel = { limitFields: RegionField };
