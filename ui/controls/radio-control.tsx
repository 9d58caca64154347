import { Radio, Space } from 'antd';
import type { ControlBodyProps } from './control-props';
import { choiceLabel, optionsOf } from './choice-options';

/** Single choice (moduleId 8): radios in a row or a column; the value is the chosen option id. */
export function RadioControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  if (mode === 'readonly') return <span className="control-readonly">{choiceLabel(control, value) || '-'}</span>;
  const vertical = control.props?.style?.flexDirection === 'column';
  return (
    <Radio.Group
      value={value === undefined || value === '' ? undefined : String(value)}
      disabled={disabled}
      onChange={(event) => {
        const option = optionsOf(control).find((o) => String(o.id) === event.target.value);
        onChange?.(option ? option.id : event.target.value);
      }}
    >
      <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
        {optionsOf(control).map((option) => (
          <Radio key={String(option.id)} value={String(option.id)}>{option.value}</Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
