import type { Snapshot } from './guarded-calls';

/**
 * 操作日志's before → after in words: each labelled value that changed (名称：A → B), 新建 for a thing that did
 * not exist before, 删除 for one that is gone after.
 */
export function changeSummary(before: Snapshot | undefined, after: Snapshot | undefined): string {
  if (!before && !after) return '';
  if (!before) return `新建：${Object.entries(after!.fields).filter(([, v]) => v !== '').map(([k, v]) => `${k}：${v}`).join('；')}`;
  if (!after) return `删除：${before.name}`;
  const changed = Object.keys({ ...before.fields, ...after.fields })
    .filter((key) => (before.fields[key] ?? '') !== (after.fields[key] ?? ''))
    .map((key) => `${key}：${before.fields[key] || '（空）'} → ${after.fields[key] || '（空）'}`);
  return changed.length > 0 ? changed.join('；') : '无字段变化';
}
