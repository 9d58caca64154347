import { useEffect } from 'react';
import { PendingCount } from '../../application/approvals/pending-count';
import type { InstanceChange } from '../../application/approvals/instance-changes';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';

/** The toast text of a push about an instance, or undefined for pushes that need no word (the lists update). */
export function noticeText(notice: InstanceChange): string | undefined {
  const title = notice.title ? `「${notice.title}」` : '';
  switch (notice.reason) {
    case 'taskCreated': return `有新的待审批${title}`;
    case 'urged': return `催办：请尽快审批${title}`;
    case 'ccSent': return `抄送给你${title}`;
    case 'instanceFinished':
      if (notice.status === 'revoked') return `审批${title}已被发起人撤销`;
      return notice.status === 'approved' ? `你的申请${title}已通过` : notice.status === 'rejected' ? `你的申请${title}被拒绝` : undefined;
    default: return undefined;
  }
}

/** Shows the pushes that concern the signed-in person (new work, 催办, copies, the end of their applications). */
export function InstanceNoticeToasts() {
  const pending = useService(PendingCount);
  const message = useAppMessage();
  useEffect(() => {
    const subscription = pending.notices$.subscribe((notice) => {
      const text = noticeText(notice);
      if (text) void (notice.reason === 'urged' ? message.warning(text) : message.success(text));
    });
    return () => subscription.unsubscribe();
  }, [pending, message]);
  return null;
}
