/**
 * Flow and form changes in words, for the compare page and the CLI's text output:
 * 审批节点「财务复核」：审批方式 或签 → 会签. A prop's label comes from a small per-prop table (a node type may
 * name a prop its own way: `cc.assignee` 抄送人); a prop nobody named yet is shown by its key, so props that
 * node types add later still appear. Node-type nouns come from the node registry's labels.
 */
import type { Control } from '../../model/control';
import { getControlType } from '../../controls/registry';
import { assigneeKindOf } from '../assignees/registry';
import type { Assignee } from '../model/assignee';
import type { Condition } from '../model/condition';
import { describeBranchConditions, type ConditionNames } from '../conditions/describe-condition';
import { flowLabels } from '../flow-messages';
import { nodeTypeOf } from '../nodes/registry';
import type { FlowChange, FlowDiff, PropChange } from './flow-diff';
import type { FormChange, FormDiff } from './form-diff';

/** Names for the words: people, departments, roles and the controls of the (newer) form. */
export type ChangeNames = ConditionNames;

/** The names when only ids are known (the CLI without an organisation). */
export const idNames = (controls: readonly Control[] = []): ChangeNames => ({
  controlsById: new Map(controls.map((c) => [c.id, c])),
  userName: (id) => id,
  deptName: (id) => id,
  roleName: (id) => id,
});

/** Labels of node and branch props, and of flow settings; `<type>.<prop>` first, then `<prop>`. */
const PROP_LABELS: Readonly<Record<string, string>> = {
  name: '名称',
  assignee: '审批人',
  'cc.assignee': '抄送人',
  mode: '审批方式',
  whenEmpty: '审批人为空时',
  fieldPerms: '字段权限',
  conditions: '条件',
  priority: '优先级',
  default: '其他情况',
};
const SETTING_LABELS: Readonly<Record<string, string>> = {
  dedupe: '审批人去重',
  initiatorAutoApprove: '发起人自动审批',
  admins: '流程管理员',
  allowWithdraw: '允许撤回',
  requireRejectComment: '拒绝需填写意见',
};
const CONTROL_LABELS: Readonly<Record<string, string>> = { type: '控件类型', title: '标题', required: '必填', options: '选项' };

const PERM_WORDS: Readonly<Record<string, string>> = { edit: '可编辑', read: '只读', hidden: '隐藏' };
const DEDUPE_WORDS: Readonly<Record<string, string>> = { none: '不去重', consecutive: '仅连续出现时去重', keepFirst: '同一审批人只审批一次' };
const NONE = '（无）';

type Words = (value: unknown, names: ChangeNames) => string;

/** Plain values: 是 / 否, lists joined with 、, objects as JSON. */
function plainWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value) && value.every((x) => typeof x !== 'object')) return value.length === 0 ? NONE : value.join('、');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function assigneeWords(value: unknown, names: ChangeNames): string {
  const assignee = value as Assignee | undefined;
  const kind = assignee && typeof assignee.type === 'string' ? assigneeKindOf(assignee.type) : undefined;
  if (!assignee || !kind) return plainWords(value);
  const summary = kind.summary(assignee, { ...names, controlTitle: (id) => names.controlsById.get(id)?.config.title || id });
  return summary || NONE;
}

function whenEmptyWords(value: unknown, names: ChangeNames): string {
  if (value === undefined || value === 'autoPass') return '自动通过';
  if (value === 'toAdmin') return '转交流程管理员';
  const users = (value as { userIds?: unknown }).userIds;
  return Array.isArray(users) ? `转交 ${users.map((id) => names.userName(String(id))).join('、')}` : plainWords(value);
}

/** Value words per prop; props without an entry use plainWords. */
const VALUE_WORDS: Readonly<Record<string, Words>> = {
  assignee: assigneeWords,
  mode: (value) => flowLabels.modes[(value as keyof typeof flowLabels.modes) ?? 'or'] ?? plainWords(value),
  whenEmpty: whenEmptyWords,
  conditions: (value, names) => describeBranchConditions({ id: '', name: '', priority: 0, conditions: (value as Condition[][]) ?? [] }, names) || NONE,
  dedupe: (value) => DEDUPE_WORDS[String(value ?? 'none')] ?? plainWords(value),
  admins: (value, names) => (Array.isArray(value) && value.length > 0 ? value.map((id) => names.userName(String(id))).join('、') : NONE),
};

const labelOf = (table: Readonly<Record<string, string>>, prop: string, type?: string): string =>
  (type !== undefined ? table[`${type}.${prop}`] : undefined) ?? table[prop] ?? prop;

/** 字段权限: one part per control whose permission changed (请假事由 只读 → 隐藏). */
function fieldPermWords(change: PropChange, names: ChangeNames): string {
  const before = (change.before ?? {}) as Record<string, string>;
  const after = (change.after ?? {}) as Record<string, string>;
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((id) => before[id] !== after[id]);
  const perm = (p: string | undefined) => (p ? PERM_WORDS[p] ?? p : '默认');
  return ids.map((id) => `${names.controlsById.get(id)?.config.title || id} ${perm(before[id])} → ${perm(after[id])}`).join('，');
}

function propWords(change: PropChange, names: ChangeNames, labels: Readonly<Record<string, string>>, type?: string): string {
  const label = labelOf(labels, change.prop, type);
  if (change.prop === 'fieldPerms') return `${label} ${fieldPermWords(change, names)}`;
  const words = VALUE_WORDS[change.prop] ?? plainWords;
  return `${label} ${words(change.before, names)} → ${words(change.after, names)}`;
}

/** 审批节点 / 抄送节点 / 条件分支节点 …: the registry's label, a person's role word (审批人) made a node's. */
export function nodeNoun(change: Pick<FlowChange, 'element' | 'type'>): string {
  if (change.element === 'branch') return '分支';
  const label = nodeTypeOf(change.type)?.label ?? change.type;
  return `${label.replace(/人$/, '')}节点`;
}

/** The lines of one node or branch change. */
export function flowChangeWords(change: FlowChange, names: ChangeNames): string[] {
  const what = `${nodeNoun(change)}「${change.name}」`;
  switch (change.kind) {
    case 'added': return [`新增${what}`];
    case 'removed': return [`删除${what}`];
    case 'moved': return [`移动${what}`];
    case 'changed': return change.props.map((prop) => `${what}：${propWords(prop, names, PROP_LABELS, change.type)}`);
  }
}

export function flowDiffWords(diff: FlowDiff, names: ChangeNames): string[] {
  return [
    ...diff.changes.flatMap((change) => flowChangeWords(change, names)),
    ...diff.settings.map((prop) => `流程设置：${propWords(prop, names, SETTING_LABELS)}`),
  ];
}

const controlTypeName = (moduleId: unknown): string => (typeof moduleId === 'number' ? getControlType(moduleId)?.name : undefined) ?? String(moduleId);

export function formChangeWords(change: FormChange, names: ChangeNames): string[] {
  const what = `控件「${change.title}」`;
  switch (change.kind) {
    case 'added': return [`新增${what}（${controlTypeName(change.moduleId)}）`];
    case 'removed': return [`删除${what}`];
    case 'changed': return change.props.map((prop) => (prop.prop === 'type'
      ? `${what}：${CONTROL_LABELS.type} ${controlTypeName(prop.before)} → ${controlTypeName(prop.after)}`
      : `${what}：${propWords(prop, names, CONTROL_LABELS)}`));
  }
}

export const formDiffWords = (diff: FormDiff, names: ChangeNames): string[] => diff.changes.flatMap((change) => formChangeWords(change, names));
