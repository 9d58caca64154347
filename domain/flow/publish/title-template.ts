/**
 * 审批标题 (扩展设置): a template such as `{发起人}的{流程名称}（{请假天数}天）`. `{发起人}`, `{发起时间}` and
 * `{流程名称}` are the system fields; any other `{…}` is a form control's title, replaced by its value as text.
 * Kept in the flow settings under `titleTemplate`; empty means the default `{发起人}的{流程名称}`.
 */
export const TITLE_TEMPLATE_KEY = 'titleTemplate';
export const DEFAULT_TITLE_TEMPLATE = '{发起人}的{流程名称}';
export const SYSTEM_TITLE_FIELDS = ['发起人', '发起时间', '流程名称'] as const;

export interface TitleValues {
  readonly initiatorName: string;
  /** Already formatted (2025-03-05 10:00). */
  readonly launchedAt: string;
  readonly flowName: string;
  /** A control's value as a reader sees it, by the control's title ('' when empty). */
  fieldText(title: string): string | undefined;
}

export function titleTemplateOf(settings: Readonly<Record<string, unknown>> | undefined): string {
  const raw = settings?.[TITLE_TEMPLATE_KEY];
  return typeof raw === 'string' && raw.trim() !== '' ? raw : DEFAULT_TITLE_TEMPLATE;
}

/** The title of an instance; an unknown `{name}` is kept as written. */
export function renderTitle(template: string, values: TitleValues): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    if (name === '发起人') return values.initiatorName;
    if (name === '发起时间') return values.launchedAt;
    if (name === '流程名称') return values.flowName;
    return values.fieldText(name) ?? whole;
  }).slice(0, 200);
}

/** The `{…}` names of a template that are neither system fields nor control titles (to warn in the settings). */
export function unknownTitleFields(template: string, controlTitles: readonly string[]): string[] {
  const known = new Set<string>([...SYSTEM_TITLE_FIELDS, ...controlTitles]);
  return [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!).filter((name) => !known.has(name));
}
