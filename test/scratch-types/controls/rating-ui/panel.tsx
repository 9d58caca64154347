import { InputNumber } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { PanelField } from '../../../../ui/designer/panels/panel-section';
import { useDesignerSession } from '../../../../ui/designer/use-designer';
import type { ControlPanel } from '../../../../ui/controls/ui-control-type';

/** 满分: how many stars. */
function MaxScoreField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="满分">
      <InputNumber size="small" min={1} max={10} precision={0} value={Number(control.props.maxScore) || 5}
        onChange={(v) => session.updateProps(control.id, { maxScore: Number(v ?? 5) })} />
    </PanelField>
  );
}

export const panel: ControlPanel = { limitFields: MaxScoreField };
