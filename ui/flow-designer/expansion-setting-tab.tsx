// @feature-public: a tab of the designer (designer-routes.tsx).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, Form as AntForm, Input, InputNumber, Radio, Result, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import type { FlowDesignerState } from '../../application/designer/flow-designer-session';
import type { DesignerState } from '../../application/designer/designer-session';
import { settingsOf, type DedupeMode } from '../../domain/flow';
import {
  DEFAULT_TITLE_TEMPLATE, SYSTEM_TITLE_FIELDS, TITLE_TEMPLATE_KEY, titleTemplateOf, unknownTitleFields,
} from '../../domain/flow/publish/title-template';
import { formatSerialNumber, SERIAL_NUMBER_KEY, serialRuleOf, type SerialNumberRule } from '../../domain/flow/publish/serial-number';
import { useDesignerSelector } from '../designer/use-designer';
import { useLeaveGuard } from '../designer/use-leave-guard';
import { NoticeModeDialog } from '../notice-mode/notice-mode-dialog';
import { MemberSelect } from '../org-picker';
import { FlowToolbar } from './flow-toolbar';
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

const today = (): string => new Date().toISOString().slice(0, 10);

/** /flow-set/:id/expansionSetting: dedupe, auto-approve, admins, withdraw, reject comment, title, number, reminders. */
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
  const template = titleTemplateOf(raw);
  const rule = serialRuleOf(raw);
  const titles = form.controls.map((control) => control.config?.title || control.name).filter(Boolean);
  const unknown = unknownTitleFields(template, titles);
  const setRule = (patch: Partial<SerialNumberRule>) => session.updateSettings({ [SERIAL_NUMBER_KEY]: { ...rule, ...patch } }, `serial:${Object.keys(patch).join(',')}`);
  const insert = (name: string) => session.updateSettings({ [TITLE_TEMPLATE_KEY]: `${raw?.[TITLE_TEMPLATE_KEY] ?? DEFAULT_TITLE_TEMPLATE}{${name}}` });

  return (
    <div className="flow-editor" data-page-title="扩展设置">
      <FlowToolbar label="扩展设置工具栏" />
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
              <AntForm.Item label="拒绝时必须填写意见">
                <Switch aria-label="拒绝时必须填写意见" checked={settings.requireRejectComment} onChange={(v) => session.updateSettings({ requireRejectComment: v })} />
              </AntForm.Item>
            </AntForm>
          </Card>
          <Card title="审批标题" size="small">
            <Input aria-label="标题模板" value={String(raw?.[TITLE_TEMPLATE_KEY] ?? '')} placeholder={DEFAULT_TITLE_TEMPLATE}
              onChange={(e) => session.updateSettings({ [TITLE_TEMPLATE_KEY]: e.target.value === '' ? undefined : e.target.value })} />
            <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              <Typography.Text type="secondary">插入字段：</Typography.Text>
              {[...SYSTEM_TITLE_FIELDS, ...titles].map((name) => <Tag key={name} style={{ cursor: 'pointer' }} onClick={() => insert(name)}>{name}</Tag>)}
            </div>
            {unknown.length > 0 && <Typography.Text type="danger">表单中没有这些字段：{unknown.join('、')}</Typography.Text>}
          </Card>
          <Card title="审批编号" size="small">
            <Space wrap>
              <Input aria-label="编号前缀" prefix="前缀" style={{ width: 200 }} value={rule.prefix} maxLength={20} onChange={(e) => setRule({ prefix: e.target.value })} />
              <Select aria-label="日期格式" style={{ width: 160 }} value={rule.dateFormat} onChange={(dateFormat) => setRule({ dateFormat })}
                options={[{ value: 'YYYYMMDD', label: '年月日（按天编号）' }, { value: 'YYYYMM', label: '年月（按月编号）' }, { value: 'none', label: '不含日期' }]} />
              <InputNumber aria-label="序号位数" prefix="位数" style={{ width: 120 }} min={3} max={8} value={rule.digits} onChange={(digits) => digits && setRule({ digits })} />
            </Space>
            <div style={{ marginTop: 8 }}><Typography.Text type="secondary">示例：</Typography.Text><Typography.Text code data-testid="serial-example">{formatSerialNumber(rule, today(), 1)}</Typography.Text></div>
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
