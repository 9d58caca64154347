/** How the timeline tells what 触发器 and 子流程 recorded: 请求已发送（HTTP 200）, 子流程已通过… */
import type { HistoryWords } from './actions/action-kind';
import type { HistoryEntry } from './instance-state';

const SUBFLOW_WORDS: Readonly<Record<string, HistoryWords>> = {
  requested: { what: '发起子流程', tone: 'info' },
  started: { what: '子流程已发起', tone: 'info' },
  failed: { what: '子流程发起失败', tone: 'rejected' },
  approved: { what: '子流程已通过', tone: 'done' },
  rejected: { what: '子流程未通过', tone: 'rejected' },
  withdrawn: { what: '子流程已撤回', tone: 'rejected' },
};

const withDetail = (what: string, detail: string | undefined) => (detail ? `${what}（${detail}）` : what);

export function outboundHistoryWords(entry: HistoryEntry): HistoryWords {
  if (entry.action === 'trigger') {
    if (entry.result === 'sent') return { what: withDetail('请求已发送', entry.detail), tone: 'done' };
    if (entry.result === 'failed') return { what: withDetail('请求发送失败', entry.detail), tone: 'rejected' };
    if (entry.result === 'queued') return { what: '请求待发送', tone: 'info' };
    return { what: '已设置字段', tone: 'done' };
  }
  return SUBFLOW_WORDS[entry.result ?? 'requested'] ?? SUBFLOW_WORDS.requested;
}
