import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { indexFlow } from '../../../domain/flow';
import type { FlowVersions, VersionDesign } from '../../../application/admin/flow-versions';
import type { FlowVersion, MigratableInstance, MigrationOutcome } from '../../../application/ports/flow-version-api';
import { failureText } from '../../../application/shared/failure-text';
import { useAppMessage } from '../../hooks/app-message';

interface Props {
  readonly service: FlowVersions;
  readonly modelId: string;
  readonly versions: readonly FlowVersion[];
  /** After a move: the counts of 版本记录 changed. */
  readonly onMoved: () => void;
}

const ALL = 0;
/** A long word (a title, a reason) wraps rather than widen the table past the window (issue 43 #7). */
const wrapAnywhere = () => ({ style: { overflowWrap: 'anywhere' as const } });

function OutcomeTable({ outcomes }: { outcomes: readonly MigrationOutcome[] }) {
  return (
    <Table<MigrationOutcome> size="small" rowKey="instanceId" pagination={false} dataSource={[...outcomes]} data-testid="migration-outcomes" columns={[
      { title: '申请', dataIndex: 'title', onCell: wrapAnywhere },
      { title: '原版本', dataIndex: 'fromVersion', width: 80, render: (v: number) => `版本 ${v}` },
      { title: '结果', key: 'ok', width: 100, render: (_, o) => (o.ok ? <Tag color="green">可以迁移</Tag> : <Tag color="red">不能迁移</Tag>) },
      {
        title: '迁移后 / 原因', key: 'detail', onCell: wrapAnywhere,
        render: (_, o) => (o.ok
          ? o.standing.map((s) => <div key={s.nodeId}>{s.nodeName}：{s.userNames.join('、') || '（无）'}{s.reassigned ? '（按新版本重新分配）' : ''}</div>)
          : o.reasons.map((reason, i) => <div key={i} style={{ color: '#cf1322' }}>{reason}</div>)),
      },
    ]} />
  );
}

/** 迁移实例: pick running instances of older versions and the target, map vanished nodes, dry run, then move. */
export function VersionMigration({ service, modelId, versions, onMoved }: Props) {
  const message = useAppMessage();
  const current = versions.find((v) => v.current)?.version;
  const [instances, setInstances] = useState<MigratableInstance[]>([]);
  const [fromVersion, setFromVersion] = useState<number>(ALL);
  const [toVersion, setToVersion] = useState<number | undefined>(current);
  const [target, setTarget] = useState<VersionDesign>();
  const [selected, setSelected] = useState<string[]>([]);
  const [map, setMap] = useState<Record<string, string>>({});
  const [outcomes, setOutcomes] = useState<MigrationOutcome[]>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const load = useCallback(() => {
    service.runningInstances(modelId).then(setInstances, (e: unknown) => setError(failureText(e, '加载实例失败')));
  }, [service, modelId]);
  useEffect(load, [load]);
  useEffect(() => { if (toVersion === undefined && current !== undefined) setToVersion(current); }, [current, toVersion]);
  useEffect(() => {
    if (toVersion === undefined) return;
    let live = true;
    service.design(modelId, toVersion).then((design) => { if (live) setTarget(design); }, () => undefined);
    return () => { live = false; };
  }, [service, modelId, toVersion]);
  // Another choice makes the last dry run stale.
  useEffect(() => setOutcomes(undefined), [selected, toVersion, map]);

  const shown = instances.filter((i) => i.version !== toVersion && (fromVersion === ALL || i.version === fromVersion));
  const targetIndex = target?.flow ? indexFlow(target.flow) : undefined;
  /** Open nodes of the chosen instances that the target lacks: the administrator names their new node. */
  const missing = useMemo(() => {
    const byId = new Map<string, string>();
    for (const instance of instances) {
      if (!selected.includes(instance.id)) continue;
      for (const node of instance.nodes) if (targetIndex && !targetIndex.node(node.id)) byId.set(node.id, node.name);
    }
    return [...byId];
  }, [instances, selected, targetIndex]);
  const targetNodes = (targetIndex?.nodes ?? []).filter((n) => n.type !== 'condition' && n.type !== 'parallel').map((n) => ({ value: n.id, label: n.name }));
  const request = () => ({ modelId, toVersion: toVersion ?? 0, instanceIds: selected, map: Object.fromEntries(Object.entries(map).filter(([from]) => missing.some(([id]) => id === from))) });

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = dryRun ? await service.planMigration(request()) : await service.migrate(request());
      setOutcomes(result);
      if (!dryRun) {
        const moved = result.filter((o) => o.ok).length;
        void message.success(`已迁移 ${moved} 条${result.length > moved ? `，${result.length - moved} 条未迁移` : ''}`);
        setSelected([]);
        load();
        onMoved();
      }
    } catch (e) {
      setError(failureText(e, dryRun ? '试运行失败' : '迁移失败'));
    } finally {
      setBusy(false);
    }
  };
  const movable = outcomes?.filter((o) => o.ok).length ?? 0;

  return (
    <Card size="small" title="迁移实例" data-testid="version-migration">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>从</span>
        <Select aria-label="原版本" style={{ width: 160 }} value={fromVersion} onChange={setFromVersion}
          options={[{ value: ALL, label: '全部旧版本' }, ...versions.filter((v) => v.running > 0).map((v) => ({ value: v.version, label: `版本 ${v.version}` }))]} />
        <span>迁移到</span>
        <Select aria-label="目标版本" style={{ width: 160 }} value={toVersion} onChange={setToVersion}
          options={versions.map((v) => ({ value: v.version, label: `版本 ${v.version}${v.current ? '（当前）' : ''}` }))} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<MigratableInstance> size="small" rowKey="id" dataSource={shown} pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: '没有运行在其他版本上的审批中实例' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { title: '申请', dataIndex: 'title', onCell: wrapAnywhere },
          { title: '申请人', dataIndex: 'applicantName', width: 100 },
          { title: '版本', dataIndex: 'version', width: 80, render: (v: number) => `版本 ${v}` },
          { title: '当前节点', key: 'nodes', render: (_, i) => i.nodes.map((n) => n.name).join('、') },
        ]} />
      {missing.length > 0 && (
        <div style={{ margin: '12px 0' }} data-testid="node-mapping">
          <div style={{ marginBottom: 4 }}>这些节点在目标版本中不存在，请为它们指定新节点：</div>
          {missing.map(([id, name]) => (
            <Space key={id} style={{ display: 'flex', marginBottom: 4 }}>
              <span>「{name}」→</span>
              <Select aria-label={`${name} 的新节点`} style={{ width: 200 }} placeholder="选择新版本的节点" allowClear options={targetNodes} value={map[id]}
                onChange={(value?: string) => setMap((m) => { const next = { ...m }; if (value) next[id] = value; else delete next[id]; return next; })} />
            </Space>
          ))}
        </div>
      )}
      <Space style={{ margin: '12px 0' }}>
        <Button disabled={selected.length === 0 || toVersion === undefined} loading={busy} onClick={() => void run(true)}>试运行</Button>
        <Popconfirm title={`迁移 ${movable} 条实例到版本 ${toVersion}？`} description="不能迁移的实例保持不变；待办人会收到通知" okText="迁移" cancelText="取消" onConfirm={() => run(false)} disabled={movable === 0}>
          <Button type="primary" disabled={movable === 0} loading={busy}>迁移</Button>
        </Popconfirm>
      </Space>
      {outcomes && <OutcomeTable outcomes={outcomes} />}
    </Card>
  );
}
