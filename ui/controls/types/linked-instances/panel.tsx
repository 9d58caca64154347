import { Checkbox, Input } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { allowsMany, linkableModelIds } from '../../../../domain/controls/linked-instances/linked-instances';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import type { ControlPanel } from '../../ui-control-type';

/** 可关联的流程 (flow ids; empty: any) and 可多选 of a 关联审批单. */
function LinkLimitFields({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <>
      <PanelField label="可关联的流程">
        <Input size="small" aria-label="可关联的流程" placeholder="流程 id，多个用逗号分隔；不填为任意流程" value={linkableModelIds(control).join(',')}
          onChange={(e) => session.updateProps(control.id, { modelIds: e.target.value.split(/[,，\s]+/).filter((id) => id !== '') })} />
      </PanelField>
      <PanelField label="选择方式">
        <Checkbox checked={allowsMany(control)} onChange={(e) => session.updateProps(control.id, { multiple: e.target.checked })}>可关联多个</Checkbox>
      </PanelField>
    </>
  );
}

export const panel: ControlPanel = { limitFields: LinkLimitFields };
