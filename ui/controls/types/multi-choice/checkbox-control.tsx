import { Checkbox, Space } from 'antd';
import type { ControlBodyProps } from '../../control-props';
import { choiceLabel, optionsOf } from '../../choice-options';
import { OtherTextInput } from '../../other-text-input';
import { choiceValue, chosenIds, isOtherChosen, otherOptionOf, otherTextOf } from '../../../../domain/model/choice-value';

/**
 * Multi choice (moduleId 10): checkboxes; the value is the list of chosen option ids, or
 * `{ value: ids, otherText }` while the "其他" option is among them (a text box takes what "other" is).
 */
export function CheckboxControl({ control, value, onChange, disabled, mode, error }: ControlBodyProps) {
  if (mode === 'readonly') return <span className="control-readonly">{choiceLabel(control, value) || '-'}</span>;
  const vertical = control.props?.style?.flexDirection === 'column';
  const options = optionsOf(control);
  const ids = chosenIds(value);
  const selected = ids.map(String);
  const other = otherOptionOf(options);
  const otherChosen = isOtherChosen(options, value);
  const otherText = otherTextOf(value);
  return (
    <Checkbox.Group
      value={selected}
      disabled={disabled}
      onChange={(next) => {
        // Keep the option ids' own type (numbers stay numbers) and the options' order.
        const chosen = new Set(next.map(String));
        onChange?.(choiceValue(options, options.filter((o) => chosen.has(String(o.id))).map((o) => o.id), otherText));
      }}
    >
      <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
        {options.map((option) => (
          <Checkbox key={String(option.id)} value={String(option.id)}>{option.value}</Checkbox>
        ))}
        {other && otherChosen && (
          <OtherTextInput label={other.value} value={otherText} disabled={disabled} invalid={!!error && otherText.trim() === ''}
            onChange={(text) => onChange?.(choiceValue(options, ids, text))} />
        )}
      </Space>
    </Checkbox.Group>
  );
}
