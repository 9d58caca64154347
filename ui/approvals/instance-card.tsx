import { startedForText, type InstanceSummary } from '../../application/ports/instance-api';
import { KEY_FIELD_LIMIT, type KeyField } from '../../domain/summary/key-field-summary';
import { formatTime } from './format-time';
import { StatusTag } from './status-tag';
import { ReminderTag } from './reminder-tag';

/** Who is waited for now: 部门负责人（周敏）, or the approvers' count when the nodes are not known. */
export function currentStepText(item: InstanceSummary): string {
  if (item.status !== 'pending') return '';
  const nodes = item.currentNodes ?? [];
  if (nodes.length > 0) return nodes.map((node) => (node.userNames.length ? `${node.nodeName}（${node.userNames.join('、')}）` : node.nodeName)).join('；');
  return item.currentApproverIds.length ? `${item.currentApproverIds.length} 人审批中` : '';
}

/** The row's key fields (at most three), read leniently: a server may send none, more, or entries that are not label/text pairs. */
export function keyFieldsOf(item: InstanceSummary): KeyField[] {
  const summary: unknown = item.summary;
  if (!Array.isArray(summary)) return [];
  return summary.filter((field: unknown): field is KeyField => {
    const candidate = field as Partial<KeyField> | null;
    return typeof candidate?.label === 'string' && typeof candidate.text === 'string' && candidate.text !== '';
  }).slice(0, KEY_FIELD_LIMIT);
}

interface InstanceCardProps {
  item: InstanceSummary;
  onOpen: (item: InstanceSummary) => void;
  /** 审批 in 待我审批, 查看 elsewhere (the card's accessible name starts with it). */
  actionLabel: string;
}

/**
 * One instance of a list on a phone, as DingTalk's approval cards: the flow and the status, the title, the
 * applicant and department, the key fields (请假类型：事假), where it waits, the submission time. The whole card
 * is one touch target.
 */
export function InstanceCard({ item, onOpen, actionLabel }: InstanceCardProps) {
  const step = currentStepText(item);
  const fields = keyFieldsOf(item);
  return (
    <button
      type="button"
      className="instance-card"
      data-instance-id={item.id}
      data-status={item.status}
      aria-label={`${actionLabel} ${item.title}`}
      onClick={() => onOpen(item)}
    >
      <span className="instance-card-head">
        <span className="instance-card-flow">{item.modelName}</span>
        <StatusTag item={item} />
      </span>
      <span className="instance-card-title">{item.title}</span>
      <ReminderTag row={item} />
      {fields.length > 0 && (
        <span className="instance-card-fields">
          {fields.map((field) => (
            <span key={field.label} className="instance-card-field">
              <span className="instance-card-field-label">{field.label}：</span>{field.text}
            </span>
          ))}
        </span>
      )}
      {item.serialNo && <span className="instance-card-line instance-card-serial">审批编号：{item.serialNo}</span>}
      <span className="instance-card-line">申请人：{item.applicant.name}{item.applicant.department ? ` · ${item.applicant.department}` : ''}</span>
      {item.startedFor && <span className="instance-card-line instance-started-for">{startedForText(item.startedFor)}</span>}
      {step && <span className="instance-card-line instance-card-step">当前：{step}</span>}
      <span className="instance-card-foot">
        <span>{formatTime(item.createdAt)} 提交</span>
        <span className="instance-card-action">{actionLabel}</span>
      </span>
    </button>
  );
}
