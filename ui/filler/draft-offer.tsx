import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import type { FillSession, SessionState } from '../../application/filler/fill-session';
import { fillerMessages } from '../../application/filler/filler-messages';

/** Reopening a flow with a saved draft offers to restore it (or discard it). */
export function DraftOffer({ session, state }: { session: FillSession; state: SessionState }) {
  if (!state.draftOffer) return null;
  return (
    <Alert
      className="draft-offer"
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={fillerMessages.draftFound}
      description={`保存于 ${dayjs(state.draftOffer.savedAt).format('YYYY-MM-DD HH:mm:ss')}`}
      action={(
        <Space>
          <Button type="primary" size="small" onClick={() => session.restoreDraft()}>恢复草稿</Button>
          <Button size="small" onClick={() => session.discardDraft()}>放弃</Button>
        </Space>
      )}
    />
  );
}
