/** An instance status as printed (DingTalk's words); an unknown status prints as it is. */
const LABELS: Readonly<Record<string, string>> = {
  pending: '审批中',
  approved: '已通过',
  rejected: '已拒绝',
  revoked: '已撤销',
  cancelled: '已撤销',
  completed: '已完成',
};

export function statusLabel(status: string): string {
  return LABELS[status] ?? status;
}
