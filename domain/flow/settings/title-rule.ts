/**
 * 标题规则 (`settings.titleRule`): a text whose `{initiator}` (the applicant's name), `{flowName}` (the flow's
 * name), `{date}` (the launch date, YYYY-MM-DD) and `{<controlId>}` (that control's value as a reader sees it,
 * '' when form logic hides it) make each instance's title. Stored with ids, so renaming a control keeps the rule;
 * the designer shows and edits it with names (`{发起人}申领{物品名称}（{金额}元）`). No rule: `<发起人>的<流程名称>`.
 */
import { getControlType } from '../../controls/registry';
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import { formatPrintValue } from '../../print/print-values';
import { plainText } from '../../print/print-value';
import { createVisibility } from '../../validation/visibility';
import { controlsByIdOf } from '../model/flow-context';

/** The rule's own words and their names in the designer. */
export const TITLE_TOKENS = { initiator: '发起人', flowName: '流程名称', date: '发起日期' } as const;
type TitleToken = keyof typeof TITLE_TOKENS;
const isToken = (name: string): name is TitleToken => Object.hasOwn(TITLE_TOKENS, name);

/** What a title is made of: who launched which flow when, with which values on which form. */
export interface TitleFacts {
  readonly initiatorName: string;
  readonly flowName: string;
  /** The launch date or moment (the first 10 characters, YYYY-MM-DD, are used). */
  readonly launchedAt: string;
  readonly form: Form;
  readonly values: Readonly<Record<string, unknown>>;
  /** Controls some node hides (`controlsHiddenAnywhere`): never put into a title. */
  readonly hiddenIds?: ReadonlySet<string>;
}

export const TITLE_MAX_LENGTH = 200;
const PLACEHOLDER = /\{([^{}]+)\}/g;

export const titleRuleMessages = {
  unknownControl: (name: string) => `标题规则中的字段不在表单中：${name}`,
  hiddenControl: (title: string) => `标题规则不能使用在某些节点隐藏的字段「${title}」`,
} as const;

/** The flow's rule; undefined without one (blank counts as none). */
export function titleRuleOf(settings: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const raw = settings?.titleRule;
  return typeof raw === 'string' && raw.trim() !== '' ? raw : undefined;
}

/** The title without a rule, as instances have always had. */
export const defaultTitle = (initiatorName: string, flowName: string): string => `${initiatorName}的${flowName}`;

const controlName = (control: Control): string => control.config?.title || control.name || control.id;

/** The instance's title by the rule (or the default without one), at most 200 characters. */
export function instanceTitle(rule: string | undefined, facts: TitleFacts): string {
  if (rule === undefined) return defaultTitle(facts.initiatorName, facts.flowName);
  const controls = controlsByIdOf(facts.form);
  const visible = createVisibility(facts.form, facts.values, undefined, controls);
  const text = rule.replace(PLACEHOLDER, (_whole, name: string) => {
    if (name === 'initiator') return facts.initiatorName;
    if (name === 'flowName') return facts.flowName;
    if (name === 'date') return facts.launchedAt.slice(0, 10);
    const control = controls.get(name);
    if (!control || facts.hiddenIds?.has(name) || !visible(control)) return '';
    // A title is read in lists, cards and notices: a type shows there what it shows in a list (an ID number masked).
    const listed = getControlType(control.moduleId)?.summaryText?.(control, facts.values[name]);
    return (listed ?? plainText(formatPrintValue(control, facts.values[name]))).replace(/\s+/g, ' ').trim();
  });
  return text.trim().slice(0, TITLE_MAX_LENGTH);
}

/** The rule as the designer shows it: ids replaced by names (`{leave_days}` → `{请假天数}`). */
export function titleRuleToNames(rule: string, form: Form): string {
  const controls = controlsByIdOf(form);
  return rule.replace(PLACEHOLDER, (whole, id: string) => {
    if (isToken(id)) return `{${TITLE_TOKENS[id]}}`;
    const control = controls.get(id);
    return control ? `{${controlName(control)}}` : whole;
  });
}

/** The rule as stored from what the designer typed: names replaced by ids; an unknown name stays as typed. */
export function titleRuleFromNames(text: string, form: Form): string {
  const byName = new Map<string, string>();
  for (const control of controlsByIdOf(form).values()) if (!byName.has(controlName(control))) byName.set(controlName(control), control.id);
  const tokenByName = new Map(Object.entries(TITLE_TOKENS).map(([token, name]) => [name as string, token]));
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const token = tokenByName.get(name);
    if (token) return `{${token}}`;
    const id = byName.get(name);
    return id ? `{${id}}` : whole;
  });
}

/** The control ids a rule names (every `{…}` that is not a word of the rule). */
export function titleRuleFields(rule: string): string[] {
  return [...rule.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isToken(name));
}

/** The `{…}` of a rule that name neither a word of the rule nor a control of the form. */
export function unknownTitleFields(rule: string, form: Form): string[] {
  const controls = controlsByIdOf(form);
  return [...rule.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isToken(name) && !controls.has(name));
}

/** The pre-publish problems of the rule: each control it names that is not in the form. */
export function checkTitleRule(settings: Readonly<Record<string, unknown>> | undefined, form: Form): string[] {
  const rule = titleRuleOf(settings);
  return rule === undefined ? [] : unknownTitleFields(rule, form).map(titleRuleMessages.unknownControl);
}
