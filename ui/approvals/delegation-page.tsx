import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Form as AntForm, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Delegation } from '../../domain/flow';
import {
  DELEGATION_PHASE_LABELS, DelegationSettings, delegationPhase, type DelegationPhase,
} from '../../application/approvals/delegation-settings';
import type { DelegationDraft } from '../../application/ports/delegation-api';
import { SessionApi } from '../../application/ports/session-api';
import { useAppMessage } from '../hooks/app-message';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { MemberSelect } from '../org-picker';
import { useOrgDirectory } from '../org-picker/use-org-directory';
import { PageFrame } from '../shell/page-frame';
import { useFlowOptions } from './use-flow-options';

const MINUTE = 'YYYY-MM-DDTHH:mm';
const PHASE_COLORS: Readonly<Record<DelegationPhase, string>> = { active: 'processing', upcoming: 'default', ended: 'default' };
const shown = (time: string) => time.replace('T', ' ').slice(0, 16);

interface EditorProps {
  readonly initial: DelegationDraft;
  readonly mayManageOthers: boolean;
  onSave(draft: DelegationDraft): Promise<boolean>;
  onCancel(): void;
}

/** 新增代理 / 编辑代理: who is away (the admin may pick anyone), who acts for them, when, for which flows. */
function DelegationEditor({ initial, mayManageOthers, onSave, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<DelegationDraft>(initial);
  const [saving, setSaving] = useState(false);
  const flows = useFlowOptions();
  const set = (patch: Partial<DelegationDraft>) => setDraft({ ...draft, ...patch });
  const span: [Dayjs | null, Dayjs | null] = [draft.start ? dayjs(draft.start) : null, draft.end ? dayjs(draft.end) : null];
  const save = async () => {
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (saved) onCancel();
  };
  return (
    <Modal open title={initial.id ? '编辑代理' : '新增代理'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => void save()} onCancel={onCancel}>
      <AntForm layout="vertical">
        {mayManageOthers && (
          <AntForm.Item label="被代理人" required>
            <MemberSelect label="选择被代理人" multiple={false} value={draft.from ? [draft.from] : []} onChange={(ids) => set({ from: ids[0] ?? '' })} />
          </AntForm.Item>
        )}
        <AntForm.Item label="代理人" required extra="代理期间，新到的审批任务交给代理人处理">
          <MemberSelect label="选择代理人" multiple={false} value={draft.to ? [draft.to] : []} disabledIds={[draft.from]} onChange={(ids) => set({ to: ids[0] ?? '' })} />
        </AntForm.Item>
        <AntForm.Item label="代理时间" required>
          <DatePicker.RangePicker aria-label="代理时间" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={span} placeholder={['开始时间', '结束时间']}
            onChange={(range) => set({ start: range?.[0]?.format(MINUTE) ?? '', end: range?.[1]?.format(MINUTE) ?? '' })} />
        </AntForm.Item>
        <AntForm.Item label="代理的流程" extra="不选表示全部流程">
          <Select aria-label="代理的流程" mode="multiple" allowClear placeholder="全部流程" options={flows} value={[...(draft.flowIds ?? [])]}
            onChange={(flowIds: string[]) => set({ flowIds })} />
        </AntForm.Item>
      </AntForm>
    </Modal>
  );
}

/** /delegation (我的 → 代理设置): my out-of-office delegations (a 系统管理员: everyone's), added, edited, removed. */
export default function DelegationPage() {
  const settings = useService(DelegationSettings);
  const session = useService<SessionApi>(SessionApi);
  const me = useObservableValue(session.user$, undefined);
  const state = useObservableValue(settings.state$, settings.getSnapshot());
  const directory = useOrgDirectory();
  const flows = useFlowOptions();
  const message = useAppMessage();
  const [editing, setEditing] = useState<DelegationDraft | undefined>();
  useEffect(() => { void settings.load(); }, [settings]);

  const nameOf = (id: string) => directory?.userName(id) ?? id;
  const flowName = (id: string) => flows.find((f) => f.value === id)?.label ?? id;
  const now = dayjs().format('YYYY-MM-DDTHH:mm:ss');
  const save = async (draft: DelegationDraft) => {
    const result = await settings.save(draft);
    if (result.ok) void message.success('已保存');
    else void message.error(result.message);
    return result.ok;
  };
  const remove = async (id: string) => {
    const result = await settings.remove(id);
    if (result.ok) void message.success('已删除');
    else void message.error(result.message);
  };

  return (
    <PageFrame title="代理设置">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">外出或休假期间，把新到的审批交给代理人处理；代理人审批时显示为「代理人（代 被代理人）」，你仍能查看这些审批。</Typography.Text>
        <Button type="primary" disabled={!me} onClick={() => setEditing({ from: me?.id ?? '', to: '', start: '', end: '' })}>新增代理</Button>
        {state.failed && <Alert type="error" showIcon title={state.failed} action={<Button size="small" onClick={() => void settings.load()}>重试</Button>} />}
        <Table<Delegation>
          className="delegation-table"
          rowKey="id"
          loading={state.loading}
          pagination={false}
          dataSource={[...state.list]}
          locale={{ emptyText: '还没有设置代理' }}
          columns={[
            ...(state.mayManageOthers ? [{ title: '被代理人', key: 'from', render: (_: unknown, d: Delegation) => nameOf(d.from) }] : []),
            { title: '代理人', key: 'to', render: (_, d) => nameOf(d.to) },
            { title: '代理时间', key: 'span', render: (_, d) => `${shown(d.start)} 至 ${shown(d.end)}` },
            { title: '代理的流程', key: 'flows', render: (_, d) => (d.flowIds && d.flowIds.length > 0 ? d.flowIds.map(flowName).join('、') : '全部流程') },
            { title: '状态', key: 'phase', width: 90, render: (_, d) => { const phase = delegationPhase(d, now); return <Tag color={PHASE_COLORS[phase]}>{DELEGATION_PHASE_LABELS[phase]}</Tag>; } },
            {
              title: '操作', key: 'actions', width: 140,
              render: (_, d) => (
                <Space>
                  <Button type="link" size="small" onClick={() => setEditing({ ...d })}>编辑</Button>
                  <Popconfirm title="删除该代理？" okText="删除" cancelText="取消" onConfirm={() => remove(d.id)}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      {editing && <DelegationEditor initial={editing} mayManageOthers={state.mayManageOthers} onSave={save} onCancel={() => setEditing(undefined)} />}
    </PageFrame>
  );
}
