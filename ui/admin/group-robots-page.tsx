import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { FlowModelApi } from '../../application/ports/flow-model-api';
import { GroupRobotsApi, type GroupRobot, type GroupRobotSave, type RobotChannel } from '../../application/ports/group-robots-api';
import { OrganizationApi } from '../../application/ports/organization-api';
import { failureText } from '../../application/shared/failure-text';
import { useAppMessage } from '../hooks/app-message';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';

const CHANNEL_TEXT: Readonly<Record<RobotChannel, string>> = { dingtalk: '钉钉', wecom: '企业微信', feishu: '飞书' };
/** DingTalk 加签 and Feishu 签名校验 use a secret; WeCom's webhook has none. */
const SIGNED: ReadonlySet<RobotChannel> = new Set(['dingtalk', 'feishu']);

interface Draft {
  readonly id?: string;
  channel: RobotChannel;
  name: string;
  url: string;
  /** Typed here only: empty keeps the stored secret. */
  secret: string;
  modelIds: string[];
  deptIds: string[];
}

const emptyDraft = (): Draft => ({ channel: 'dingtalk', name: '', url: '', secret: '', modelIds: [], deptIds: [] });
/** A saved robot sent back unchanged: no secret, so the server keeps the stored one. */
const unchanged = ({ secretMask: _mask, ...robot }: GroupRobot): GroupRobotSave => robot;

/**
 * 群机器人 (issue 40, 系统管理员): the DingTalk / WeCom / Feishu group robots that hear of the flows' events, each
 * for some flows or the applicants of some departments. Add, edit, delete, 测试发送 (the server sends through its
 * outbound check); the signature secret is shown masked, and typed only to replace it.
 */
export default function GroupRobotsPage() {
  const api = useService<GroupRobotsApi>(GroupRobotsApi);
  const flows = useService<FlowModelApi>(FlowModelApi);
  const org = useService<OrganizationApi>(OrganizationApi);
  const message = useAppMessage();
  const [robots, setRobots] = useState<GroupRobot[] | undefined>();
  const [flowNames, setFlowNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [deptNames, setDeptNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [draft, setDraft] = useState<Draft | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();

  const load = useCallback(() => {
    api.list().then(setRobots, (failure: unknown) => setLoadError(failureText(failure, '群机器人加载失败')));
  }, [api]);
  useEffect(() => {
    load();
    flows.getCategoryList('manage').then((categories) => setFlowNames(new Map(categories.flatMap((c) => c.models.map((m) => [m.id, m.name])))), () => undefined);
    org.getAllDepartments().then((depts) => setDeptNames(new Map(depts.map((d) => [d.id, d.name]))), () => undefined);
  }, [load, flows, org]);

  const flowOptions = useMemo(() => [...flowNames].map(([value, label]) => ({ value, label })), [flowNames]);
  const deptOptions = useMemo(() => [...deptNames].map(([value, label]) => ({ value, label })), [deptNames]);

  const saveList = async (list: readonly GroupRobotSave[], done: string): Promise<boolean> => {
    try {
      setRobots(await api.save(list));
      void message.success(done);
      return true;
    } catch (failure) {
      const text = failureText(failure, '保存失败');
      setError(text);
      void message.error(text);
      return false;
    }
  };

  const saveDraft = async () => {
    if (!draft || !robots) return;
    if (!draft.name.trim()) { setError('请填写机器人名称'); return; }
    if (!/^https?:\/\//.test(draft.url.trim())) { setError('请填写以 http:// 或 https:// 开头的 Webhook 地址'); return; }
    setError(undefined);
    const edited: GroupRobotSave = {
      ...(draft.id ? { id: draft.id } : {}), channel: draft.channel, name: draft.name.trim(), url: draft.url.trim(),
      modelIds: draft.modelIds, deptIds: draft.deptIds,
      // A channel without signatures drops any stored secret; an empty field keeps it.
      ...(!SIGNED.has(draft.channel) ? { secret: '' } : draft.secret ? { secret: draft.secret } : {}),
    };
    const list = draft.id ? robots.map((r) => (r.id === draft.id ? edited : unchanged(r))) : [...robots.map(unchanged), edited];
    if (await saveList(list, `已保存机器人「${edited.name}」`)) setDraft(undefined);
  };

  const remove = (robot: GroupRobot) => void saveList(robots!.filter((r) => r.id !== robot.id).map(unchanged), `已删除机器人「${robot.name}」`);

  const testSend = async (robot: GroupRobot) => {
    try {
      await api.test(robot.id);
      void message.success(`已向「${robot.name}」发送测试消息`);
    } catch (failure) {
      void message.error(failureText(failure, '测试发送失败'));
    }
  };

  const editing = draft?.id ? robots?.find((r) => r.id === draft.id) : undefined;
  const names = (ids: readonly string[], known: ReadonlyMap<string, string>) => ids.map((id) => <Tag key={id}>{known.get(id) ?? id}</Tag>);

  return (
    <PageFrame title="群机器人" extra={<Button type="primary" onClick={() => { setError(undefined); setDraft(emptyDraft()); }}>添加机器人</Button>}>
      <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 12 }}>
        群机器人在所选流程或所选部门的人发起的审批有新的待办、通过、拒绝、退回等事件时，向钉钉、企业微信或飞书群发送消息（不含表单内容）。地址须为外部 http(s) 地址。
      </div>
      {loadError && <Alert type="error" title={loadError} showIcon style={{ marginBottom: 12 }} />}
      {draft && (
        <section aria-label={draft.id ? '编辑机器人' : '添加机器人'} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginBottom: 16 }}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Select<RobotChannel> aria-label="机器人类型" value={draft.channel} style={{ width: 200 }} onChange={(channel) => setDraft({ ...draft, channel })}
              options={(Object.keys(CHANNEL_TEXT) as RobotChannel[]).map((value) => ({ value, label: CHANNEL_TEXT[value] }))} />
            <Input aria-label="机器人名称" placeholder="机器人名称，如：人事审批群" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <Input aria-label="Webhook 地址" placeholder="Webhook 地址（https://…）" value={draft.url} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
            {SIGNED.has(draft.channel) && (
              <Input.Password aria-label="签名密钥" autoComplete="new-password" value={draft.secret} onChange={(e) => setDraft({ ...draft, secret: e.target.value })}
                placeholder={editing?.secretMask ? `已设置（${editing.secretMask}），不修改请留空` : '签名密钥（加签 / 签名校验，可不填）'} />
            )}
            <Select mode="multiple" aria-label="通知的流程" placeholder="通知的流程" value={draft.modelIds} options={flowOptions} optionFilterProp="label"
              onChange={(modelIds: string[]) => setDraft({ ...draft, modelIds })} style={{ width: '100%' }} />
            <Select mode="multiple" aria-label="通知的部门" placeholder="通知的部门（按发起人所在部门）" value={draft.deptIds} options={deptOptions} optionFilterProp="label"
              onChange={(deptIds: string[]) => setDraft({ ...draft, deptIds })} style={{ width: '100%' }} />
            {error && <Alert type="error" title={error} showIcon />}
            <Space>
              <Button type="primary" onClick={() => void saveDraft()}>保存</Button>
              <Button onClick={() => { setDraft(undefined); setError(undefined); }}>取消</Button>
            </Space>
          </Space>
        </section>
      )}
      <Table<GroupRobot>
        rowKey="id" loading={!robots && !loadError} dataSource={robots ?? []} pagination={false} locale={{ emptyText: '还没有群机器人' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '类型', dataIndex: 'channel', render: (channel: RobotChannel) => CHANNEL_TEXT[channel] },
          { title: 'Webhook 地址', dataIndex: 'url', ellipsis: true },
          { title: '签名密钥', dataIndex: 'secretMask', render: (mask?: string) => mask ?? '未设置' },
          { title: '通知范围', key: 'scope', render: (_, robot) => (
            <>{names(robot.modelIds, flowNames)}{names(robot.deptIds, deptNames)}{robot.modelIds.length + robot.deptIds.length === 0 ? '未选择' : null}</>
          ) },
          { title: '操作', key: 'actions', render: (_, robot) => (
            <Space>
              <Button size="small" aria-label={`测试发送「${robot.name}」`} onClick={() => void testSend(robot)}>测试发送</Button>
              <Button size="small" aria-label={`编辑「${robot.name}」`} onClick={() => { setError(undefined); setDraft({ id: robot.id, channel: robot.channel, name: robot.name, url: robot.url, secret: '', modelIds: [...robot.modelIds], deptIds: [...robot.deptIds] }); }}>编辑</Button>
              <Popconfirm title={`确定删除机器人「${robot.name}」吗？`} okText="删除" cancelText="取消" onConfirm={() => remove(robot)}>
                <Button size="small" danger aria-label={`删除「${robot.name}」`}>删除</Button>
              </Popconfirm>
            </Space>
          ) },
        ]}
      />
    </PageFrame>
  );
}
