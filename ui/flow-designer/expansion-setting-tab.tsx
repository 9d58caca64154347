// @feature-public: a tab of the designer (designer-routes.tsx).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, Form as AntForm, InputNumber, Radio, Result, Space, Spin, Switch, Typography } from 'antd';
import type { FlowDesignerState } from '../../application/designer/flow-designer-session';
import type { DesignerState } from '../../application/designer/designer-session';
import { settingsOf, type DedupeMode } from '../../domain/flow';
import { revokeApprovedDaysOf } from '../../domain/flow';
import { CalendarEditor } from './settings/calendar-editor';
import { SerialNoEditor } from './settings/serial-no-editor';
import { TitleRuleEditor } from './settings/title-rule-editor';
import { useDesignerSelector } from '../designer/use-designer';
import { useLeaveGuard } from '../designer/use-leave-guard';
import { NoticeModeDialog } from '../notice-mode/notice-mode-dialog';
import { MemberSelect } from '../org-picker';
import { FlowToolbar } from './flow-toolbar';
import { DesignConflictAlert } from '../designer/design-conflict-alert';
import { useDesignLoaded } from './use-design-loaded';
import { useFlowSelector, useFlowSession } from './use-flow-designer';
import { useFlowUndoShortcuts } from './use-flow-shortcuts';

const settingsSlice = (s: FlowDesignerState) => s.flow.settings;
const formSlice = (s: DesignerState) => s.form;

const DEDUPE: ReadonlyArray<{ value: DedupeMode; label: string }> = [
  { value: 'none', label: '不去重（每个节点都需审批）' },
  { value: 'consecutive', label: '仅连续出现时去重（同一审批人在相邻节点只审批一次）' },
  { value: 'keepFirst', label: '同一审批人在流程中只审批一次' },
];

const today = (): string => new Date().toLocaleDateString('sv-SE');

/**
 * /flow-set/:id/expansionSetting: dedupe, auto-approve, admins, 撤回 and 撤销, reject comment, 标题规则, 审批编号,
 * 工作日历, reminders.
 */
export default function ExpansionSettingTab() {
  const { id = '' } = useParams();
  const { ready, failed, retry } = useDesignLoaded(id);
  const session = useFlowSession();
  const raw = useFlowSelector(settingsSlice);
  const form = useDesignerSelector(formSlice);
  const [noticeOpen, setNoticeOpen] = useState(false);
  useLeaveGuard(id);
  useFlowUndoShortcuts();
  if (failed) return <Result status="error" title={failed} extra={<Button type="primary" onClick={retry}>重新加载</Button>} />;
  if (!ready) return <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>;

  const settings = settingsOf({ ...session.flow, settings: raw });
  const revokeDays = revokeApprovedDaysOf({ ...session.flow, settings: raw });

  return (
    <div className="flow-editor" data-page-title="扩展设置">
      <FlowToolbar label="扩展设置工具栏" />
      <DesignConflictAlert />
      <div style={{ flex: 1, overflow: 'auto', padding: 16, background: '#f5f5f7' }}>
        <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 820, margin: '0 auto', display: 'flex' }}>
          <Card title="审批设置" size="small">
            <AntForm layout="vertical">
              <AntForm.Item label="审批人去重">
                <Radio.Group aria-label="审批人去重" value={settings.dedupe} onChange={(e) => session.updateSettings({ dedupe: e.target.value as DedupeMode })}>
                  <Space orientation="vertical">{DEDUPE.map((d) => <Radio key={d.value} value={d.value}>{d.label}</Radio>)}</Space>
                </Radio.Group>
              </AntForm.Item>
              <AntForm.Item label="发起人自动审批">
                <Space><Switch aria-label="发起人自动审批" checked={settings.initiatorAutoApprove} onChange={(v) => session.updateSettings({ initiatorAutoApprove: v })} />
                  <Typography.Text type="secondary">审批人是发起人自己时，自动通过</Typography.Text></Space>
              </AntForm.Item>
              <AntForm.Item label="流程管理员" extra="审批人为空且设置为「转交给流程管理员」时，由流程管理员审批">
                <MemberSelect label="选择管理员" value={settings.admins} onChange={(admins) => session.updateSettings({ admins })} />
              </AntForm.Item>
              <AntForm.Item label="允许撤回">
                <Space><Switch aria-label="允许撤回" checked={settings.allowWithdraw} onChange={(v) => session.updateSettings({ allowWithdraw: v })} />
                  <Typography.Text type="secondary">审批中时，发起人可以撤回申请</Typography.Text></Space>
              </AntForm.Item>
              <AntForm.Item label="允许撤销" extra="审批通过后的这些天内，发起人可以撤销申请（状态变为已撤销，参与审批的人都会收到通知）；0 表示不允许">
                <Space><InputNumber aria-label="撤销期限（天）" min={0} max={365} precision={0} value={revokeDays} suffix="天"
                  onChange={(days) => session.updateSettings({ revokeApprovedDays: typeof days === 'number' && days > 0 ? days : undefined })} />
                  <Typography.Text type="secondary">通过后可撤销的天数</Typography.Text></Space>
              </AntForm.Item>
              <AntForm.Item label="拒绝时必须填写意见">
                <Switch aria-label="拒绝时必须填写意见" checked={settings.requireRejectComment} onChange={(v) => session.updateSettings({ requireRejectComment: v })} />
              </AntForm.Item>
            </AntForm>
          </Card>
          <Card title="标题规则" size="small">
            <TitleRuleEditor settings={raw} form={form} onChange={(titleRule) => session.updateSettings({ titleRule })} />
          </Card>
          <Card title="审批编号" size="small">
            <SerialNoEditor settings={raw} today={today()} onChange={(serialNo) => session.updateSettings({ serialNo }, 'settings:serialNo')} />
          </Card>
          <Card title="工作日历" size="small">
            <CalendarEditor settings={raw} onChange={(calendar) => session.updateSettings({ calendar }, 'settings:calendar')} />
          </Card>
          <Card title="消息提醒" size="small">
            <Space><Typography.Text type="secondary">审批消息的提醒强度（正常提醒 / 弱提醒 / 不提醒），立即生效</Typography.Text>
              <Button onClick={() => setNoticeOpen(true)}>提醒设置</Button></Space>
          </Card>
        </Space>
      </div>
      {noticeOpen && <NoticeModeDialog flow={{ id, name: form.name }} onClose={() => setNoticeOpen(false)} />}
    </div>
  );
}
