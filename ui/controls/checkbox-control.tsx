import { Checkbox, Space } from 'antd';
import type { ControlBodyProps } from './control-props';
import { choiceLabel, optionsOf } from './choice-options';

/** Multi choice (moduleId 10): checkboxes; the value is the list of chosen option ids. */
export function CheckboxControl({ control, value, onChange, disabled, mode }: ControlBodyProps) {
  if (mode === 'readonly') return <span className="control-readonly">{choiceLabel(control, value) || '-'}</span>;
  const vertical = control.props?.style?.flexDirection === 'column';
  const options = optionsOf(control);
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <Checkbox.Group
      value={selected}
      disabled={disabled}
      onChange={(ids) => {
        // Keep the option ids' own type (numbers stay numbers) and the options' order.
        const chosen = new Set(ids.map(String));
        onChange?.(options.filter((o) => chosen.has(String(o.id))).map((o) => o.id));
      }}
    >
      <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
        {options.map((option) => (
          <Checkbox key={String(option.id)} value={String(option.id)}>{option.value}</Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
