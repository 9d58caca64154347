import { useState } from 'react';
import { Button, Radio, Select, Space, Tag } from 'antd';
import type { Control } from '../../../domain/model/control';
import * as d from '../../../domain/designer';
import { DataTableCallDialog } from '../dialogs/data-table-call-dialog';
import { useDesignerSession, useDesignerState } from '../use-designer';
import { PanelField, PanelSection } from './panel-section';

/** Default value type 1–4 (spec 4): custom, data-table call, this flow's data, user info. */
export function DefaultValueSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const [tableCall, setTableCall] = useState(false);
  const type = control.props.defaultValueType ?? 1;
  const id = control.id;
  return (
    <PanelSection title="默认值">
      <Radio.Group value={type} aria-label="默认值类型" onChange={(e) => session.setDefaultValueType(id, e.target.value as d.DefaultValueType)}
        options={d.DEFAULT_VALUE_TYPES.map((t) => ({ value: t.value, label: t.label }))} style={{ marginBottom: 8 }} />
      {type === 2 && (
        <Space>
          <Button size="small" onClick={() => setTableCall(true)}>表格调用设置</Button>
          {control.dataTableCallConfig?.linkTable?.name && <Tag>{control.dataTableCallConfig.linkTable.name}</Tag>}
        </Space>
      )}
      {type === 3 && (
        <PanelField label="取本流程字段">
          <Select style={{ width: '100%' }} allowClear value={control.linkTargetControlsId?.[0]} placeholder="选择字段"
            options={form.controls.filter((c) => c.id !== id).map((c) => ({ value: c.id, label: c.config.title }))}
            onChange={(target?: string) => session.updateControl(id, { linkTargetControlsId: target ? [target] : [] })} />
        </PanelField>
      )}
      {type === 4 && (
        <PanelField label="用户信息">
          <Select style={{ width: '100%' }} value={(control.props.userInfo ?? 'name') as d.UserInfoField} options={d.USER_INFO_FIELDS.map((f) => ({ value: f.value, label: f.label }))}
            onChange={(field: d.UserInfoField) => session.edit(id, 'userInfo', (c) => d.setUserInfoField(c, field))} />
        </PanelField>
      )}
      {tableCall && <DataTableCallDialog open={tableCall} controlId={id} value={control.dataTableCallConfig} onClose={() => setTableCall(false)}
        onSubmit={(config) => session.updateControl(id, { dataTableCallConfig: config })} />}
    </PanelSection>
  );
}
