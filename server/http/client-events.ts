/**
 * operation_log/add (spec 7) after issue 38: 操作日志 is written by the backend; a client may add only an event
 * the backend cannot see (an export, a print), under its own id. A kind the backend records, a data-table or
 * rights change, or an unknown kind is refused — a client once stored 陈志远's remove_grant and a fake
 * data_table/save_rows (金额 100 → 999999).
 */
import type { OperationLogEntry } from '../../application/ports/operation-log-api';

/** The events only a client knows of: what happened in the page, not in the data. */
export const CLIENT_EVENTS: ReadonlySet<string> = new Set(['export_travel', 'export_instances', 'print_instance']);

const MAX_TARGET = 200;
const MAX_DETAIL = 1000;

export const clientEventMessages = {
  notClientEvent: (action: string) => `操作日志由服务端记录，不能添加「${action}」`,
  badEntry: '操作日志条目必须有 action 和 target（文本）',
  tooLong: `操作日志的对象最多 ${MAX_TARGET} 字，说明最多 ${MAX_DETAIL} 字`,
} as const;

/** Why a client's entry is refused, or undefined when it is a client event in its own words. */
export function clientEventProblem(entry: Partial<OperationLogEntry>): string | undefined {
  if (typeof entry.action !== 'string' || typeof entry.target !== 'string') return clientEventMessages.badEntry;
  if (!CLIENT_EVENTS.has(entry.action)) return clientEventMessages.notClientEvent(entry.action.slice(0, 50));
  if (entry.target.length > MAX_TARGET || (typeof entry.detail === 'string' && entry.detail.length > MAX_DETAIL)) return clientEventMessages.tooLong;
  return undefined;
}
