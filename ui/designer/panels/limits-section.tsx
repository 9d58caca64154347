import { errorCatalogueMessages } from '../../../domain/messages';
import { useEffect, useState, type ComponentType } from 'react';
import { Alert, Checkbox, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import type { Control } from '../../../domain/model/control';
import { requireControlType } from '../../../domain/controls/registry';
import { FILE_TYPE_GROUPS, type FileTypeGroupKey } from '../../../domain/model/file-type-groups';
import * as d from '../../../domain/designer';
import type { ApiDefinition } from '../../../application/ports/api-definition-api';
import { isCountLimitOn, onControlResult, setCount, setCountLimitEnabled } from '../../../application/designer/form-edits';
import { useDesignerSession, useLookups } from '../use-designer';
import { PanelField, PanelSection } from './panel-section';

/**
 * Layout, text length, min/max count, file types, the type's own fields (`TypeFields`: region level, number
 * format) and the remote data source.
 */
export function LimitsSection({ control, TypeFields }: { control: Control; TypeFields?: ComponentType<{ control: Control }> }) {
  const caps = requireControlType(control.moduleId).capabilities;
  const showRemote = caps.remote;
  const any = caps.layout || caps.lengthLimit || caps.countLimit || caps.fileTypeLimit || TypeFields !== undefined || showRemote;
  if (!any) return null;
  return (
    <PanelSection title="控件设置">
      {caps.layout && <LayoutField control={control} />}
      {caps.lengthLimit && <TextLengthField control={control} />}
      {caps.countLimit && <CountField control={control} />}
      {caps.fileTypeLimit && <FileTypeField control={control} />}
      {TypeFields && <TypeFields control={control} />}
      {showRemote && <RemoteField control={control} />}
    </PanelSection>
  );
}

function LayoutField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="排列方式">
      <Radio.Group value={d.layoutOf(control)} optionType="button" size="small" aria-label="排列方式"
        onChange={(e) => session.edit(control.id, 'layout', (c) => d.setLayout(c, e.target.value as d.LayoutDirection))}
        options={[{ value: 'row', label: '横向排列' }, { value: 'column', label: '纵向排列' }]} />
    </PanelField>
  );
}

function TextLengthField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const on = d.isTextLengthLimitOn(control);
  const id = control.id;
  return (
    <PanelField label="文本长度限制">
      <Switch size="small" checked={on} aria-label="文本长度限制" onChange={(checked) => session.edit(id, 'lengthLimit', (c) => d.setTextLengthLimit(c, checked))} />
      {on && (
        <Space style={{ marginTop: 6 }}>
          <InputNumber size="small" min={0} precision={0} value={control.props.minlength ?? 0} prefix="最少" aria-label="最少字数"
            onChange={(v) => session.edit(id, 'minlength', (c) => d.setMinLength(c, Number(v ?? 0)), `minlength:${id}`)} />
          <InputNumber size="small" min={0} precision={0} value={control.props.maxlength ?? 0} prefix="最多" aria-label="最多字数"
            onChange={(v) => session.edit(id, 'maxlength', (c) => d.setMaxLength(c, Number(v ?? 0)), `maxlength:${id}`)} />
        </Space>
      )}
    </PanelField>
  );
}

function CountField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const on = isCountLimitOn(control);
  const id = control.id;
  return (
    <PanelField label="数量限制">
      <Checkbox checked={on} onChange={(e) => session.edit(id, 'countLimit', (c) => setCountLimitEnabled(c, e.target.checked))}>限制选择数量</Checkbox>
      {on && (
        <Space style={{ marginTop: 6 }}>
          <InputNumber size="small" min={0} precision={0} value={control.props.min ?? 0} prefix="最少" aria-label="最少数量"
            onChange={(v) => session.edit(id, 'min', (c) => setCount(c, 'min', Number(v ?? 0)), `min:${id}`)} />
          <InputNumber size="small" min={0} precision={0} value={control.props.max ?? 0} prefix="最多" aria-label="最多数量"
            onChange={(v) => session.edit(id, 'max', (c) => setCount(c, 'max', Number(v ?? 0)), `max:${id}`)} />
        </Space>
      )}
    </PanelField>
  );
}

function FileTypeField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const group = (control.props.fileTypeGroup as FileTypeGroupKey | undefined) ?? undefined;
  const [custom, setCustom] = useState(String(control.props.customFileTypes ?? ''));
  const [error, setError] = useState<string | undefined>();
  useEffect(() => { setCustom(String(control.props.customFileTypes ?? '')); setError(undefined); }, [control.id, control.props.customFileTypes]);
  const apply = (key: FileTypeGroupKey | undefined, text = custom) => {
    if (!key) {
      session.edit(control.id, 'fileType', d.clearFileTypeLimit);
      setError(undefined);
      return;
    }
    const refusal = session.applyResult('fileType', onControlResult(control.id, (c) => d.setFileTypeLimit(c, key, text)));
    setError(refusal);
  };
  return (
    <PanelField label="文件类型限制">
      <Select style={{ width: '100%' }} allowClear placeholder="不限制" value={group} aria-label="文件类型限制"
        options={FILE_TYPE_GROUPS.map((g) => ({ value: g.key, label: g.extensions.length ? `${g.label}（${g.extensions.join('、')}）` : g.label }))}
        onChange={(key?: FileTypeGroupKey) => (key === 'custom' ? session.edit(control.id, 'fileType', (c) => ({ ...c, props: { ...c.props, fileTypeGroup: 'custom' } })) : apply(key))} />
      {group === 'custom' && (
        <>
          <Input.TextArea style={{ marginTop: 6 }} rows={2} value={custom} placeholder="例如：doc、xls" aria-label="自定义文件类型"
            onChange={(e) => setCustom(e.target.value)} onBlur={() => apply('custom')} status={error ? 'error' : undefined} />
          {error && <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="file-type-error">{error}</Typography.Text>}
        </>
      )}
      {control.props.accept ? <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>允许：{control.props.accept}</Typography.Text> : null}
    </PanelField>
  );
}

function RemoteField({ control }: { control: Control }) {
  const session = useDesignerSession();
  const lookups = useLookups();
  const [apis, setApis] = useState<ApiDefinition[]>([]);
  const [failed, setFailed] = useState(false);
  const on = control.props.remote === true;
  useEffect(() => {
    if (!on || !lookups) return;
    let live = true;
    lookups.activeApis().then((list) => { if (live) setApis(list); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [on, lookups]);
  return (
    <PanelField label="获取远程数据">
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 4 }}>下拉数据通过远程获取</Typography.Text>
      {/* A display of remote data is remote by what it is: no switch (the types the applicant fills have one). */}
      {requireControlType(control.moduleId).capabilities.input && (
        <Switch size="small" checked={on} aria-label="获取远程数据" onChange={(checked) => session.updateProps(control.id, { remote: checked })} />
      )}
      {on && (
        <Select style={{ width: '100%', marginTop: 6 }} showSearch optionFilterProp="label" placeholder="选择接口" value={control.props.api || undefined}
          aria-label="远程接口" options={apis.map((api) => ({ value: api.id, label: api.name }))}
          onChange={(api: string) => session.updateProps(control.id, { api })} />
      )}
      {failed && <Alert type="error" showIcon title={errorCatalogueMessages.fetchDataFailed} style={{ marginTop: 4 }} />}
    </PanelField>
  );
}
