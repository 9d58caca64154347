// @feature-public: the save-conflict banner, shared by the designer's tabs (form, flow, 扩展设置, 打印设置).
import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import { DesignRebase } from '../../application/designer/design-rebase';
import { designerMessages as dm } from '../../application/designer/designer-messages';
import type { DesignerState } from '../../application/designer/designer-session';
import { useService } from '../hooks/use-service';
import { useDesignerSelector } from './use-designer';

const conflictSlice = (s: DesignerState) => (s.conflict ? s.error ?? dm.versionConflict() : undefined);

/**
 * Under a designer toolbar after a save refused because someone saved a newer design (issue 32): says so and
 * offers 载入最新版本并保留我的修改, as the table editor does for data. What could not be replayed on the newer
 * design is listed in a dialog.
 */
export function DesignConflictAlert() {
  const conflict = useDesignerSelector(conflictSlice);
  return conflict ? <ConflictBanner text={conflict} /> : null;
}

/** The banner itself: the rebase use case is only needed once there is a conflict to answer. */
function ConflictBanner({ text }: { text: string }) {
  const rebase = useService(DesignRebase);
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    try {
      const outcome = await rebase.reloadKeepingMine();
      if (!outcome.ok) { void message.error(outcome.message); return; }
      if (outcome.notReplayed.length === 0) { void message.success(outcome.message); return; }
      void message.warning(outcome.message);
      modal.warning({
        title: dm.notReplayedTitle,
        content: <ul className="design-not-replayed">{outcome.notReplayed.map((line, i) => <li key={i}>{line}</li>)}</ul>,
        okText: '知道了',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      className="design-conflict" type="warning" showIcon banner title="流程设计已被他人修改" description={text}
      action={<Button size="small" type="primary" loading={busy} onClick={() => void reload()}>{dm.reloadKeeping}</Button>}
    />
  );
}
