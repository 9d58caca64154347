import { Select, Space, Spin } from 'antd';
import type { ControlBodyProps } from '../../control-props';
import { choiceLabel, optionsOf } from '../../choice-options';
import { useFormValueOptions, useRemoteSearch } from '../../use-remote-options';
import { OtherTextInput } from '../../other-text-input';
import { choiceValue, chosenValue, isOtherChosen, otherOptionOf, otherTextOf } from '../../../../domain/model/choice-value';
import { useIsPhone } from '../../../hooks/use-is-phone';

/** On a phone a short list is tapped, not searched: typing would open the keyboard over the options. */
export const PHONE_SEARCH_FROM = 12;

/**
 * Dropdown (moduleId 9). Local options: the value is the option id ({ value: id, otherText } while 其他 is
 * chosen). Custom data (props.custom + formValue):
 * options from a form-value list. Remote (props.remote + api): searched as you type, the value is the text.
 */
export function SelectControl({ control, value, onChange, onBlur, disabled, mode, error }: ControlBodyProps) {
  const remote = control.props?.remote === true && typeof control.props?.api === 'string' && control.props.api !== '';
  const custom = control.props?.custom === true && typeof control.props?.formValue === 'string' && control.props.formValue !== '';
  const live = mode === 'fill';
  const isPhone = useIsPhone();
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
  const typed = custom ? [] : optionsOf(control);
  const options = (custom ? customOptions ?? [] : typed).map((o) => ({ label: o.value, value: String(o.id), id: o.id }));
  // The "其他" option: a text box under the dropdown while it is chosen (issue 14, item 10).
  const chosen = chosenValue(value);
  const other = otherOptionOf(typed);
  const otherText = otherTextOf(value);
  const select = (
    <Select
      allowClear
      showSearch={isPhone && options.length < PHONE_SEARCH_FROM ? false : { optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={chosen === undefined || chosen === null || chosen === '' ? undefined : String(chosen)}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={control.placeholder || '请选择'}
      options={options}
      onChange={(next) => onChange?.(choiceValue(typed, next === undefined ? '' : options.find((o) => o.value === next)?.id ?? next, otherText))}
    />
  );
  if (!other || !isOtherChosen(typed, value)) return select;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {select}
      <OtherTextInput label={other.value} value={otherText} disabled={disabled} invalid={!!error && otherText.trim() === ''}
        onChange={(text) => onChange?.(choiceValue(typed, other.id, text))} />
    </Space>
  );
}
