import { Radio, Space } from 'antd';
import type { ControlBodyProps } from '../../control-props';
import { choiceLabel, optionsOf } from '../../choice-options';
import { OtherTextInput } from '../../other-text-input';
import { choiceValue, chosenValue, isOtherChosen, otherOptionOf, otherTextOf } from '../../../../domain/model/choice-value';

/**
 * Single choice (moduleId 8): radios in a row or a column; the value is the chosen option id, or
 * `{ value: id, otherText }` while the "其他" option is chosen (a text box beside it takes what "other" is).
 */
export function RadioControl({ control, value, onChange, disabled, mode, error }: ControlBodyProps) {
  if (mode === 'readonly') return <span className="control-readonly">{choiceLabel(control, value) || '-'}</span>;
  const vertical = control.props?.style?.flexDirection === 'column';
  const options = optionsOf(control);
  const chosen = chosenValue(value);
  const other = otherOptionOf(options);
  const otherChosen = isOtherChosen(options, value);
  const otherText = otherTextOf(value);
  return (
    <Radio.Group
      value={chosen === undefined || chosen === null || chosen === '' ? undefined : String(chosen)}
      disabled={disabled}
      onChange={(event) => {
        const option = options.find((o) => String(o.id) === event.target.value);
        onChange?.(choiceValue(options, option ? option.id : event.target.value, otherText));
      }}
    >
      <Space orientation={vertical ? 'vertical' : 'horizontal'} wrap>
        {options.map((option) => (
          <Radio key={String(option.id)} value={String(option.id)}>{option.value}</Radio>
        ))}
        {other && otherChosen && (
          <OtherTextInput label={other.value} value={otherText} disabled={disabled} invalid={!!error && otherText.trim() === ''}
            onChange={(text) => onChange?.(choiceValue(options, other.id, text))} />
        )}
      </Space>
    </Radio.Group>
  );
}
