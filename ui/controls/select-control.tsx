import { Select, Spin } from 'antd';
import type { ControlBodyProps } from './control-props';
import { choiceLabel, optionsOf } from './choice-options';
import { useFormValueOptions, useRemoteSearch } from './use-remote-options';

/**
 * Dropdown (moduleId 9). Local options: the value is the option id. Custom data (props.custom + formValue):
 * options from a form-value list. Remote (props.remote + api): searched as you type, the value is the text.
 */
export function SelectControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const remote = control.props?.remote === true && typeof control.props?.api === 'string' && control.props.api !== '';
  const custom = control.props?.custom === true && typeof control.props?.formValue === 'string' && control.props.formValue !== '';
  const live = mode === 'fill';
  const { state, search } = useRemoteSearch(remote ? (control.props.api as string) : undefined, remote && live);
  const customOptions = useFormValueOptions(custom ? (control.props.formValue as string) : undefined, custom && live);
  if (mode === 'readonly') {
    return <span className="control-readonly">{(remote || custom ? String(value ?? '') : choiceLabel(control, value)) || '-'}</span>;
  }
  if (remote) {
    const options = state.options.map((o) => ({ label: o.value, value: o.value }));
    return (
      <Select
        showSearch={{ filterOption: false, onSearch: search }}
        allowClear
        style={{ width: '100%' }}
        value={typeof value === 'string' && value !== '' ? value : undefined}
        disabled={disabled}
        status={error ? 'error' : undefined}
        placeholder={control.placeholder || '请输入关键字搜索'}
        notFoundContent={state.loading ? <Spin size="small" /> : '暂无数据'}
        options={options}
        onChange={(next) => onChange?.(next ?? '')}
        onBlur={onBlur}
      />
    );
  }
  const options = (custom ? customOptions ?? [] : optionsOf(control)).map((o) => ({ label: o.value, value: String(o.id), id: o.id }));
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请选择'}
      options={options}
      onChange={(next) => onChange?.(next === undefined ? '' : options.find((o) => o.value === next)?.id ?? next)}
    />
  );
}
