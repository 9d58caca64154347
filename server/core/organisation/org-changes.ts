/** The before → after of an organisation change in words, as 操作日志 keeps it (名称：人事部 → 人力资源部). */
export function changeInWords(before: Readonly<Record<string, string>> | undefined, after: Readonly<Record<string, string>>): string {
  if (!before) return Object.entries(after).filter(([, v]) => v !== '').map(([k, v]) => `${k}：${v}`).join('；');
  const changed = Object.keys(after).filter((key) => (before[key] ?? '') !== after[key]);
  return changed.length ? changed.map((key) => `${key}：${before[key] || '（空）'} → ${after[key] || '（空）'}`).join('；') : '无变化';
}
