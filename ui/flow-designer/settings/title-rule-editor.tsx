import { Input, Tag, Typography } from 'antd';
import type { Form } from '../../../domain/model/form';
import { titleRuleFromNames, titleRuleOf, titleRuleToNames, TITLE_TOKENS, unknownTitleFields } from '../../../domain/flow';

interface TitleRuleEditorProps {
  readonly settings: Readonly<Record<string, unknown>> | undefined;
  readonly form: Form;
  /** The rule as stored (control ids), or undefined for none (the title stays 发起人的流程名称). */
  onChange(rule: string | undefined): void;
}

const controlName = (control: Form['controls'][number]) => control.config?.title || control.name;

/**
 * 标题规则: edited with names (`{发起人}申领{物品名称}（{金额}元）`), stored with ids (renaming a control keeps the
 * rule). Clicking a field appends it; a name that is not a field of the form is pointed out.
 */
export function TitleRuleEditor({ settings, form, onChange }: TitleRuleEditorProps) {
  const rule = titleRuleOf(settings) ?? '';
  const shown = titleRuleToNames(rule, form);
  const store = (text: string) => onChange(text.trim() === '' ? undefined : titleRuleFromNames(text, form));
  const names = [...Object.values(TITLE_TOKENS), ...form.controls.map(controlName).filter(Boolean)];
  const unknown = unknownTitleFields(rule, form);
  return (
    <div>
      <Input aria-label="标题规则" value={shown} placeholder="{发起人}的{流程名称}" onChange={(e) => store(e.target.value)} />
      <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Typography.Text type="secondary">插入字段：</Typography.Text>
        {names.map((name) => <Tag key={name} style={{ cursor: 'pointer' }} onClick={() => store(`${shown}{${name}}`)}>{name}</Tag>)}
      </div>
      {unknown.length > 0 && <Typography.Text type="danger">表单中没有这些字段：{unknown.join('、')}</Typography.Text>}
    </div>
  );
}
