import { useEffect, useState } from 'react';
import { Checkbox, Select } from 'antd';
import type { Control } from '../../../../domain/model/control';
import { allowsMany, linkableModelIds } from '../../../../domain/controls/linked-instances/linked-instances';
import { SubflowCatalog } from '../../../../application/designer/subflow-catalog';
import type { FlowModelSummary } from '../../../../application/ports/flow-model-api';
import { PanelField } from '../../../designer/panels/panel-section';
import { useDesignerSession } from '../../../designer/use-designer';
import { useOptionalService } from '../../../hooks/use-optional-service';
import type { ControlPanel } from '../../ui-control-type';

/** The flows of the catalogue (every flow, by name), once; undefined while they load, [] when they cannot. */
function useFlows(): FlowModelSummary[] | undefined {
  const catalog = useOptionalService(SubflowCatalog);
  const [flows, setFlows] = useState<FlowModelSummary[] | undefined>(catalog ? undefined : []);
  useEffect(() => {
    if (!catalog) return;
    let live = true;
    catalog.flows().then((list) => { if (live) setFlows(list); }, () => { if (live) setFlows([]); });
    return () => { live = false; };
  }, [catalog]);
  return flows;
}

/** 可关联的流程 (a multi-select of the flows, by name; empty: any) and 可多选 of a 关联审批单. */
function LinkLimitFields({ control }: { control: Control }) {
  const session = useDesignerSession();
  const flows = useFlows();
  const chosen = linkableModelIds(control);
  // A chosen flow the catalogue no longer lists (deleted) stays visible by its id, so it can be removed.
  const options = [
    ...(flows ?? []).map((flow) => ({ value: flow.id, label: flow.name })),
    ...chosen.filter((id) => !flows?.some((flow) => flow.id === id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <>
      <PanelField label="可关联的流程">
        <Select
          mode="multiple" size="small" allowClear aria-label="可关联的流程" style={{ width: '100%' }}
          placeholder="不选为任意流程" loading={flows === undefined} showSearch={{ optionFilterProp: 'label' }}
          value={chosen} options={options}
          onChange={(modelIds: string[]) => session.updateProps(control.id, { modelIds })}
        />
      </PanelField>
      <PanelField label="选择方式">
        <Checkbox checked={allowsMany(control)} onChange={(e) => session.updateProps(control.id, { multiple: e.target.checked })}>可关联多个</Checkbox>
      </PanelField>
    </>
  );
}

export const panel: ControlPanel = { limitFields: LinkLimitFields };
