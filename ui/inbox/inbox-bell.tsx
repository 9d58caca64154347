import { useEffect } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { InboxCenter } from '../../application/inbox/inbox-center';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import '../approvals/pending-count-badge.css';

/** The unread count as the badges show it: nothing at zero, 99+ above 99. */
export const badgeText = (count: number | undefined): string | undefined => (count ? (count > 99 ? '99+' : String(count)) : undefined);

/** A bell (inline: the app ships no icon font). */
export function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** 消息中心 in the top bar (issue 40): a bell with the unread count, to the list of one's notices. */
export function InboxBell() {
  const inbox = useService(InboxCenter);
  const unread = useObservableValue(inbox.unread$, undefined);
  const navigate = useNavigate();
  useEffect(() => {
    inbox.start();
    inbox.refresh();
  }, [inbox]);
  const text = badgeText(unread);
  return (
    <span className="count-badge inbox-bell" data-count={unread ?? ''}>
      <Button
        type="text"
        shape="circle"
        style={{ color: '#fff' }}
        className="inbox-bell-button"
        aria-label={unread ? `消息中心（${unread} 条未读）` : '消息中心'}
        onClick={() => navigate('/messages')}
        icon={<BellIcon />}
      />
      {text && <sup className="count-badge-count" aria-hidden>{text}</sup>}
    </span>
  );
}
