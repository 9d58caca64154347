import { useState } from 'react';
import { Button, Drawer } from 'antd';
import type { OfferedAction } from '../../domain/flow';
import { actionClassName, toneProps } from './action-presentation';
import './phone-action-bar.css';

interface PhoneActionBarProps {
  /** The actions the viewer was offered, in the engine's order. */
  readonly actions: readonly OfferedAction[];
  readonly busy: boolean;
  /** The action being sent, if any (its button spins). */
  readonly acting: string | undefined;
  /** Runs an offered action: a decision opens the comment sheet, a dialog action its dialog, 催办 goes at once. */
  readonly onTake: (action: OfferedAction) => void;
}

/**
 * The bottom action bar of the instance view on a phone (issue 20). With two decisions offered (an approver)
 * the bar holds exactly 更多, 拒绝 and 同意 (同意 under the right thumb); 同意 and 拒绝 open the comment sheet,
 * 更多 an action sheet with the other offered actions (退回, 转交, 加签, 评论, and 催办 / 撤回 when the approver is
 * also the applicant). Anyone else sees their few actions as buttons; 重新提交 opens the comment sheet too.
 */
export function PhoneActionBar({ actions, busy, acting, onTake }: PhoneActionBarProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const decisions = actions.filter((action) => action.input === 'decision');
  const more = actions.filter((action) => action.input !== 'decision');
  const pick = (action: OfferedAction) => {
    setMoreOpen(false);
    onTake(action);
  };
  const decisionButtons = decisions.map((action) => (
    <Button key={action.name} {...toneProps(action.tone)} className={actionClassName(action.name)} disabled={busy} onClick={() => onTake(action)}>
      {action.label}
    </Button>
  ));

  if (decisions.length < 2) {
    return (
      <div className="instance-actions phone-action-bar" role="toolbar" aria-label="审批操作">
        {more.map((action) => (
          <Button key={action.name} className={actionClassName(action.name)} disabled={busy} loading={acting === action.name} onClick={() => onTake(action)}>
            {action.label}
          </Button>
        ))}
        {decisionButtons}
      </div>
    );
  }

  return (
    <div className="instance-actions phone-action-bar phone-action-bar-approver" role="toolbar" aria-label="审批操作">
      <Button className="more-button" aria-haspopup="dialog" disabled={busy || more.length === 0} onClick={() => setMoreOpen(true)}>更多</Button>
      {decisionButtons}
      <Drawer
        className="action-sheet"
        placement="bottom"
        size="auto"
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        title="更多操作"
        closable={false}
      >
        <div className="action-sheet-list">
          {more.map((action) => (
            <Button key={action.name} type="text" block className={`action-sheet-item ${actionClassName(action.name)}`} disabled={busy} onClick={() => pick(action)}>
              {action.label}
            </Button>
          ))}
        </div>
        <Button block className="action-sheet-cancel" onClick={() => setMoreOpen(false)}>取消</Button>
      </Drawer>
    </div>
  );
}
