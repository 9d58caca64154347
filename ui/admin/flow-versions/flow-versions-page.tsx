import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { FlowVersions, type VersionsOverview } from '../../../application/admin/flow-versions';
import type { FlowVersion } from '../../../application/ports/flow-version-api';
import { failureText } from '../../../application/shared/failure-text';
import { useAppMessage } from '../../hooks/app-message';
import { useService } from '../../hooks/use-service';
import { PageFrame } from '../../shell/page-frame';
import { VersionCompare } from './version-compare';
import { VersionMigration } from './version-migration';

const formatTime = (iso: string) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

/** The rollback confirmation asks for an optional note (回滚到版本 N when left empty). */
function RollbackButton({ version, onRollback }: { version: number; onRollback: (note: string) => Promise<void> }) {
  const [note, setNote] = useState('');
  return (
    <Popconfirm
      title={`回滚到版本 ${version}？`}
      description={<div style={{ width: 260 }}><div style={{ marginBottom: 6 }}>将以版本 {version} 的内容发布为一个新版本，发布前检查照常进行。</div>
        <Input aria-label="回滚说明" placeholder={`发布说明（默认：回滚到版本 ${version}）`} value={note} onChange={(e) => setNote(e.target.value)} /></div>}
      okText="回滚" cancelText="取消" onConfirm={() => onRollback(note)}
      // The last column's buttons sit at the right edge: the confirmation opens leftwards, inside the window (issue 43 #7).
      placement="topRight"
    >
      <Button type="link" size="small" aria-label={`回滚到版本 ${version}`}>回滚</Button>
    </Popconfirm>
  );
}

/**
 * /flowVersions?modelId=: 版本记录 of one flow (from /flowManage → 版本, and 应用发布 → 版本记录): every published
 * version with who published it, when, its note and its instances; 对比 two versions; 回滚; 删除 a version nobody
 * runs on; 迁移 running instances to another version (试运行 first).
 */
export default function FlowVersionsPage() {
  const [params] = useSearchParams();
  const modelId = params.get('modelId') ?? '';
  const service = useService(FlowVersions);
  const message = useAppMessage();
  const [overview, setOverview] = useState<VersionsOverview>();
  const [error, setError] = useState<string>();
  const [pair, setPair] = useState<[number, number]>();

  const load = useCallback(() => {
    service.overview(modelId).then((o) => { setOverview(o); setError(undefined); }, (e: unknown) => setError(failureText(e, '加载版本记录失败')));
  }, [service, modelId]);
  useEffect(load, [load]);

  const versions = overview?.versions ?? [];
  const current = versions.find((v) => v.current);
  const rollback = async (row: FlowVersion, note: string) => {
    try {
      const result = await service.rollback(modelId, row.version, overview?.latestDesign ?? 0, note);
      void message.success(`已回滚：版本 ${row.version} 发布为版本 ${result.publishedVersion}`);
    } catch (e) {
      void message.error(failureText(e, '回滚失败'));
    }
    load();
  };
  const remove = async (row: FlowVersion) => {
    try {
      await service.deleteVersion(modelId, row.version);
      void message.success(`已删除版本 ${row.version}`);
      load();
    } catch (e) {
      void message.error(failureText(e, '删除失败'));
    }
  };

  return (
    <PageFrame title="版本记录" extra={overview && <span style={{ color: '#666' }}>{overview.modelName}</span>}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {/* A note (or a change in words) may hold one long word, an address: it wraps anywhere rather than widen the
          table past the window, which scrolled the page sideways and put 回滚's confirmation off-screen (issue 43 #7). */}
      <Space orientation="vertical" size={16} style={{ width: '100%', display: 'flex', overflowWrap: 'anywhere' }}>
        <Table<FlowVersion> size="small" rowKey="version" loading={!overview && !error} dataSource={[...versions]} pagination={false} data-testid="version-list"
          locale={{ emptyText: '尚未发布' }}
          columns={[
            { title: '版本', key: 'version', width: 130, render: (_, v) => <Space size={4}>版本 {v.version}{v.current && <Tag color="blue">当前</Tag>}</Space> },
            { title: '发布人', dataIndex: 'publishedByName', width: 100, render: (name: string) => name || '—' },
            { title: '发布时间', dataIndex: 'publishedAt', width: 170, render: formatTime },
            // antd's cells wrap long words only once the column is at its widest (break-word): anywhere lets it shrink.
            { title: '发布说明', dataIndex: 'note', onCell: () => ({ style: { overflowWrap: 'anywhere' } }), render: (note: string) => note || '—' },
            { title: '审批中', dataIndex: 'running', width: 70 },
            { title: '已结束', dataIndex: 'finished', width: 70 },
            {
              title: '操作', key: 'actions', width: 200,
              render: (_, v) => (
                <Space size={0}>
                  {current && !v.current && <Button type="link" size="small" aria-label={`对比版本 ${v.version}`} onClick={() => setPair([v.version, current.version])}>对比</Button>}
                  {!v.current && <RollbackButton version={v.version} onRollback={(note) => rollback(v, note)} />}
                  {!v.current && (
                    <Popconfirm placement="topRight" title={`删除版本 ${v.version}？`} description="只从版本记录中移除；还有审批中实例的版本不能删除" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove(v)}>
                      <Button type="link" size="small" danger aria-label={`删除版本 ${v.version}`}>删除</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]} />
        {overview && versions.length > 0 && <VersionCompare service={service} modelId={modelId} versions={versions} pair={pair} onPair={setPair} />}
        {overview && versions.length > 0 && <VersionMigration key={current?.version} service={service} modelId={modelId} versions={versions} onMoved={load} />}
      </Space>
    </PageFrame>
  );
}
