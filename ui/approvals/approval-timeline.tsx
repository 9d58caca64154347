import { Image, Timeline, Typography } from 'antd';
import type { Instance } from '../../application/ports/instance-api';
import { timelineItems, type TimelineTone } from '../../application/approvals/timeline-items';
import type { Organisation } from '../../domain/flow';
import { SignatureImage } from '../controls/types/signature/signature-image';
import { formatTime } from './format-time';
import { CommentFiles } from './comment-files';

interface ApprovalTimelineProps {
  instance: Instance;
  names: Readonly<Record<string, string>>;
  /** The organisation, to preview the nodes still to come (none shown until it has loaded). */
  organisation?: Organisation;
}

const COLORS: Record<TimelineTone, string> = { done: 'green', rejected: 'red', waiting: 'blue', future: 'gray', info: 'blue' };

/**
 * The approval timeline, DingTalk style: 发起申请, every decision with its comment and images, auto-passed
 * nodes and why, copies, the node waiting now with the people still to decide, then the nodes still to come.
 */
export function ApprovalTimeline({ instance, names, organisation }: ApprovalTimelineProps) {
  const items = timelineItems(instance, organisation, (id) => names[id] ?? id).map((item) => ({
    key: item.key,
    color: COLORS[item.tone],
    content: (
      <div className={`timeline-node timeline-${item.tone}`} data-key={item.key}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <span>
            <Typography.Text type="secondary" className="timeline-node-name">{item.node}</Typography.Text>{' '}
            {item.who && <Typography.Text strong className="timeline-who">{item.who}</Typography.Text>}{' '}
            <Typography.Text type={item.tone === 'rejected' ? 'danger' : 'secondary'} className="timeline-what">{item.what}</Typography.Text>
          </span>
          {item.at && <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{formatTime(item.at)}</Typography.Text>}
        </div>
        {item.link && <a className="timeline-link" href={item.link.href} target="_blank" rel="noreferrer">{item.link.text}</a>}
        {item.comment && (
          <div className="timeline-comment" style={{ background: '#f5f5f5', borderRadius: 6, padding: '6px 10px', marginTop: 4, whiteSpace: 'pre-wrap' }}>
            {item.comment}
          </div>
        )}
        {item.edits && (
          <ul className="timeline-edits" aria-label="修改的内容" style={{ margin: '4px 0 0', paddingLeft: 18, color: '#8c8c8c' }}>
            {item.edits.map((edit) => <li key={edit}>{edit}</li>)}
          </ul>
        )}
        {item.signature && (
          <div className="timeline-signature" style={{ marginTop: 4 }}>
            <SignatureImage value={item.signature} alt={`${item.who}的签名`} />
          </div>
        )}
        {item.attachments && <CommentFiles files={item.attachments} />}
        {item.images && (
          <Image.PreviewGroup>
            {item.images.map((src) => <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover', marginTop: 4 }} />)}
          </Image.PreviewGroup>
        )}
      </div>
    ),
  }));
  return <Timeline className="approval-timeline" items={items} />;
}
