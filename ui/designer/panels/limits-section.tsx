import { errorCatalogueMessages } from '../../../domain/messages';
import { useEffect, useState } from 'react';
import { Alert, Checkbox, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import type { Control } from '../../../domain/model/control';
import { requireControlType } from '../../../domain/controls/registry';
import { FILE_TYPE_GROUPS, type FileTypeGroupKey } from '../../../domain/model/file-type-groups';
import * as d from '../../../domain/designer';
import type { ApiDefinition } from '../../../application/ports/api-definition-api';
import { isCountLimitOn, onControlResult, setCount, setCountLimitEnabled } from '../../../application/designer/form-edits';
import { useDesignerSession, useLookups } from '../use-designer';
import { PanelField, PanelSection } from './panel-section';

const REGION_LEVELS = [
  { value: 'province', label: '省' }, { value: 'city', label: '省/市' }, { value: 'district', label: '省/市/区（县）' },
];

/** Layout, text length, min/max count, file types, region level, number format and the remote data source. */
export function LimitsSection({ control }: { control: Control }) {
  const caps = requireControlType(control.moduleId).capabilities;
  const showRemote = caps.remote || control.moduleId === 9;
  const any = caps.layout || caps.lengthLimit || caps.countLimit || caps.fileTypeLimit || control.moduleId === 18 || control.moduleId === 6 || showRemote;
  if (!any) return null;
  return (
    <PanelSection title="控件设置">
      {caps.layout && <LayoutField control={control} />}
      {caps.lengthLimit && <TextLengthField control={control} />}
      {caps.countLimit && <CountField control={control} />}
      {caps.fileTypeLimit && <FileTypeField control={control} />}
      {control.moduleId === 18 && <RegionField control={control} />}
      {control.moduleId === 6 && <NumberFormatField control={control} />}
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

function RegionField({ control }: { control: Control }) {
  const session = useDesignerSession();
  return (
    <PanelField label="省市区选择类型">
      <Radio.Group value={control.props.level ?? 'district'} aria-label="省市区选择类型" options={REGION_LEVELS}
        onChange={(e) => session.updateProps(control.id, { level: e.target.value as string, value: [] })} />
    </PanelField>
  );
}

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
      {control.moduleId !== 20 && (
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
