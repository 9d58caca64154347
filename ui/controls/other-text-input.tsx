import { Input } from 'antd';

/** The text box beside a chosen "其他" option, where the applicant types what "other" is (issue 14, item 10). */
export function OtherTextInput({ label, value, onChange, disabled, invalid }: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  return (
    <Input
      size="small"
      className="choice-other-text"
      style={{ width: 200, maxWidth: '100%' }}
      aria-label={`${label}内容`}
      placeholder={`请输入${label}内容`}
      value={value}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      maxLength={200}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
