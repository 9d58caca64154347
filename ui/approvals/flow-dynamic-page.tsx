import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { FlowDynamics, type FlowEvent } from '../../application/approvals/flow-dynamics';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { formatTime } from './format-time';
import { InstanceDrawer } from './instance-drawer';
import { useInstanceParam } from './use-instance-param';

type Feed = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; events: FlowEvent[] };

const TONE_COLORS: Record<FlowEvent['tone'], string> = { done: 'green', rejected: 'red', info: 'blue', waiting: 'orange', future: 'default' };

/** /flowdynamic (流程动态): the latest events of my instances, newest first; each opens the instance. */
export default function FlowDynamicPage() {
  const dynamics = useService(FlowDynamics);
  const [openId, setOpenId] = useInstanceParam();
  const [feed, setFeed] = useState<Feed>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    dynamics.load().then(
      (events) => { if (live) setFeed({ status: 'ready', events }); },
      (error: unknown) => { if (live) setFeed({ status: 'failed', message: failureText(error, '流程动态加载失败') }); },
    );
    return () => { live = false; };
  }, [dynamics, round]);

  const refresh = () => setRound((n) => n + 1);
  return (
    <PageFrame title="流程动态" extra={<Button onClick={refresh}>刷新</Button>}>
      {feed.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {feed.status === 'failed' && <Alert type="error" showIcon title={feed.message} action={<Button size="small" onClick={refresh}>重试</Button>} />}
      {feed.status === 'ready' && (feed.events.length === 0
        ? <Empty description="还没有与你相关的流程动态" />
        : (
          <ol className="flow-dynamic-feed" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {feed.events.map((event) => (
              <li key={event.key} className="flow-dynamic-event" style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', display: 'flex', gap: 12 }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div>
                    <Typography.Link onClick={() => setOpenId(event.instanceId)}>{event.instanceTitle}</Typography.Link> <Tag>{event.modelName}</Tag>
                  </div>
                  <div style={{ marginTop: 4 }}>
                    {event.who && <b>{event.who} </b>}
                    <Tag color={TONE_COLORS[event.tone]}>{event.what}</Tag>
                    <Typography.Text type="secondary">{event.node}</Typography.Text>
                  </div>
                  {event.comment && <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 2 }}>“{event.comment}”</Typography.Paragraph>}
                </div>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{formatTime(event.at)}</Typography.Text>
              </li>
            ))}
          </ol>
        ))}
      <InstanceDrawer instanceId={openId} onClose={() => { setOpenId(undefined); refresh(); }} />
    </PageFrame>
  );
}
