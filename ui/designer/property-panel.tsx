import { Button, Empty, Tag, Typography } from 'antd';
import { requireControlType } from '../../domain/controls/registry';
import { useObservableValue } from '../hooks/use-observable-value';
import { BasicSection } from './panels/basic-section';
import { DefaultValueSection } from './panels/default-value-section';
import { LimitsSection } from './panels/limits-section';
import { OptionsSection } from './panels/options-section';
import { TableColumnsSection } from './panels/table-columns-section';
import { useControl, useDesignerSession } from './use-designer';
import { useControlPanel } from './use-control-panel';

/**
 * Every setting of the selected control's type (spec 2 "Designer property panel settings"): the sections its
 * capabilities turn on, then what its own panel adds (ui/controls/types/<name>/panel.tsx).
 */
export function PropertyPanel({ onRemove }: { onRemove(id: string): void }) {
  const session = useDesignerSession();
  const selectedId = useObservableValue(session.selection$, session.snapshot.selectedId);
  const control = useControl(selectedId);
  const { limitFields, sections: TypeSections } = useControlPanel(control?.moduleId ?? -1);
  if (!control) {
    return (
      <aside className="designer-panel" aria-label="属性设置">
        <Empty style={{ marginTop: 48 }} description="选中画布上的控件后在这里设置它的属性" />
      </aside>
    );
  }
  const type = requireControlType(control.moduleId);
  const caps = type.capabilities;
  return (
    <aside className="designer-panel" aria-label="属性设置" data-selected-id={control.id}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 6 }}>
        <Typography.Text strong>属性设置 <Tag style={{ marginLeft: 6 }}>{type.name}</Tag></Typography.Text>
        <Button size="small" danger type="text" onClick={() => onRemove(control.id)}>删除控件</Button>
      </div>
      <BasicSection control={control} />
      {caps.defaultValue && <DefaultValueSection control={control} />}
      <LimitsSection control={control} TypeFields={limitFields} />
      {caps.options && <OptionsSection control={control} />}
      {caps.columns && <TableColumnsSection control={control} />}
      {TypeSections && <TypeSections control={control} />}
    </aside>
  );
}
