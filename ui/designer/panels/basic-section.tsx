import { Alert, App, Checkbox, Input, Radio, Space } from 'antd';
import type { Control } from '../../../domain/model/control';
import { requireControlType } from '../../../domain/controls/registry';
import { WIDTHS } from '../../../domain/designer/width';
import * as d from '../../../domain/designer';
import { useDesignerSession } from '../use-designer';
import { PanelField, PanelSection } from './panel-section';
import type { ControlType } from '../../../domain/controls/control-type';

/** Types whose default is typed in (texts and a number with a default value; not a days input). */
const typedDefault = (type: ControlType): boolean =>
  type.capabilities.textual || (type.capabilities.defaultValue && type.validation.rules === 'number');

/** Title and display name, required/hidden/strict, width, hint with strong remind, printing, default content. */
export function BasicSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { message } = App.useApp();
  const type = requireControlType(control.moduleId);
  const lock = session.titleLock(control.id);
  const id = control.id;
  const config = control.config;
  return (
    <PanelSection title="基础设置">
      <PanelField label="标题" htmlFor="prop-title">
        <Input id="prop-title" value={config.title} disabled={lock.locked} maxLength={100}
          onChange={(e) => { const refusal = session.setTitle(id, e.target.value); if (refusal) void message.warning(refusal); }} />
        {lock.locked && <Alert type="info" showIcon style={{ marginTop: 4 }} title={lock.reason} data-testid="title-lock" />}
        {lock.warning && <Alert type="warning" showIcon style={{ marginTop: 4 }} title={lock.warning} data-testid="title-warning" />}
      </PanelField>
      <PanelField label="显示名称" htmlFor="prop-display-name">
        <Input id="prop-display-name" value={config.display_name ?? ''} placeholder="不填时显示标题"
          onChange={(e) => session.updateConfig(id, { display_name: e.target.value })} />
      </PanelField>
      <PanelField label="校验">
        <Space wrap>
          {type.capabilities.input && (
            <Checkbox checked={config.required === true} onChange={(e) => session.updateConfig(id, { required: e.target.checked })}>必填</Checkbox>
          )}
          <Checkbox checked={config.hidden === true} onChange={(e) => session.updateConfig(id, { hidden: e.target.checked })}>隐藏</Checkbox>
          {type.capabilities.input && (
            <Checkbox checked={config.strictly === true} onChange={(e) => session.updateConfig(id, { strictly: e.target.checked })}>严格校验</Checkbox>
          )}
        </Space>
      </PanelField>
      <PanelField label="宽度">
        <Radio.Group value={d.widthOf(control)} optionType="button" buttonStyle="solid" size="small" aria-label="宽度"
          onChange={(e) => session.edit(id, 'width', (c) => d.setWidth(c, Number(e.target.value)))}
          options={WIDTHS.map((w) => ({ value: w, label: `${w}%` }))} />
      </PanelField>
      <PanelField label="提示文字" htmlFor="prop-tip">
        <Input.TextArea id="prop-tip" value={config.tip ?? ''} autoSize={{ minRows: 1, maxRows: 4 }} placeholder="填写时显示在控件下方"
          onChange={(e) => session.updateConfig(id, { tip: e.target.value })} />
        <Checkbox style={{ marginTop: 4 }} checked={config.strongRemind === true}
          onChange={(e) => session.updateConfig(id, { strongRemind: e.target.checked })}>强提醒（红色加粗）</Checkbox>
      </PanelField>
      {type.capabilities.print && (
        <Checkbox checked={config.isPrint === true} onChange={(e) => session.updateConfig(id, { isPrint: e.target.checked })}>
          参与打印
        </Checkbox>
      )}
      {typedDefault(type) && (control.props.defaultValueType ?? 1) === 1 && (
        <PanelField label="默认内容" htmlFor="prop-default">
          <Input id="prop-default" value={typeof control.props.value === 'string' || typeof control.props.value === 'number' ? String(control.props.value) : ''}
            onChange={(e) => session.updateProps(id, { value: e.target.value })} />
        </PanelField>
      )}
      {type.capabilities.textual && (
        <PanelField label="占位提示" htmlFor="prop-placeholder">
          <Input id="prop-placeholder" value={control.placeholder ?? ''} onChange={(e) => session.updateControl(id, { placeholder: e.target.value })} />
        </PanelField>
      )}
    </PanelSection>
  );
}
