import { Timeline, Typography } from 'antd';
import type { Instance } from '../../application/ports/instance-api';
import { approvalMessages } from '../../application/approvals/approval-messages';
import { formatTime } from './format-time';

interface ApprovalTimelineProps {
  instance: Instance;
  names: Readonly<Record<string, string>>;
}

function Comment({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div className="timeline-comment" style={{ background: '#f5f5f5', borderRadius: 6, padding: '6px 10px', marginTop: 4, whiteSpace: 'pre-wrap' }}>
      {text}
    </div>
  );
}

function Node({ who, what, at, children }: { who: string; what: string; at?: string; children?: React.ReactNode }) {
  return (
    <div className="timeline-node">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <span><Typography.Text strong>{who}</Typography.Text> <Typography.Text type="secondary">{what}</Typography.Text></span>
        {at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatTime(at)}</Typography.Text>}
      </div>
      {children}
    </div>
  );
}

/** The approval history, DingTalk style: 发起申请, each approver's decision with the comment, then who is waited for. */
export function ApprovalTimeline({ instance, names }: ApprovalTimelineProps) {
  const nameOf = (id: string) => names[id] ?? id;
  const items = [
    { key: 'start', color: 'blue', content: <Node who={instance.applicant.name} what="发起申请" at={instance.createdAt} /> },
    ...instance.history.map((record, index) => ({
      key: `h${index}`,
      color: record.action === 'approve' ? 'green' : 'red',
      content: (
        <Node
          who={record.approverName}
          what={record.action === 'approve' ? approvalMessages.approved : approvalMessages.rejected}
          at={record.at}
        >
          <Comment text={record.comment} />
        </Node>
      ),
    })),
  ];
  if (instance.status === 'pending') {
    items.push({
      key: 'waiting', color: 'gray',
      content: <Node who={instance.currentApproverIds.map(nameOf).join('、') || '审批人'} what={approvalMessages.statusPending} />,
    });
  }
  if (instance.ccUserIds.length > 0) {
    items.push({
      key: 'cc', color: 'gray',
      content: <Node who={instance.ccUserIds.map(nameOf).join('、')} what={instance.status === 'pending' ? '待抄送' : '已抄送'} />,
    });
  }
  return <Timeline className="approval-timeline" items={items} />;
}
