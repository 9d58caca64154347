import { useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { FlowStatistics, type FlowStatisticsResult, type StatisticsChoices } from '../../application/statistics/flow-statistics';
import type { StatisticsQuery } from '../../application/ports/statistics-api';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { PageFrame } from '../shell/page-frame';
import { StatisticsDrill, type DrillTarget } from './statistics-drill';
import { StatisticsFilters } from './statistics-filters';
import { ApproverSection, FlowSection, NodeSection, SlowestSection, StatusSummary, TrendSection } from './statistics-sections';
import { InstanceDrawer } from '../approvals/instance-drawer';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; result: FlowStatisticsResult };

/**
 * /flowStatis (流程统计, issue 30): for the flows the person administers, the weekly trend, each flow's end-to-end
 * duration, each node's wait and overdue share, each approver's work and the slowest running instances — each
 * chart with its table, every figure opening the instances behind it (exportable to Excel).
 */
export default function FlowStatisticsPage() {
  const statistics = useService(FlowStatistics);
  const [query, setQuery] = useState<StatisticsQuery>({});
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [choices, setChoices] = useState<StatisticsChoices>();
  const [round, setRound] = useState(0);
  const [target, setTarget] = useState<DrillTarget>();
  const [openId, setOpenId] = useState<string>();

  useEffect(() => {
    let live = true;
    statistics.choices().then((c) => { if (live) setChoices(c); }, () => undefined);
    return () => { live = false; };
  }, [statistics]);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    statistics.load(query).then(
      (result) => { if (live) setLoaded({ status: 'ready', result }); },
      (error: unknown) => { if (live) setLoaded({ status: 'failed', message: failureText(error, '流程统计加载失败') }); },
    );
    return () => { live = false; };
  }, [statistics, query, round]);

  const result = loaded.status === 'ready' ? loaded.result : undefined;
  return (
    <PageFrame title="流程统计">
      <StatisticsFilters value={query} choices={choices} onChange={setQuery} onRefresh={() => setRound((n) => n + 1)} />
      {loaded.status === 'loading' && <Skeleton active paragraph={{ rows: 5 }} />}
      {loaded.status === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      {result && !result.isAdmin && (
        <Alert type="info" showIcon title="流程统计仅对流程管理员开放" description="你还不是任何流程的管理员；流程管理员在流程设计的「扩展设置」中指定。" />
      )}
      {result?.isAdmin && (
        <div className="flow-statistics">
          <StatusSummary figures={result.figures} />
          <TrendSection weeks={result.figures.weeks} onDrill={setTarget} />
          <FlowSection flows={result.figures.flows} onDrill={setTarget} />
          <NodeSection nodes={result.figures.nodes} onDrill={setTarget} />
          <ApproverSection approvers={result.figures.approvers} onDrill={setTarget} />
          <SlowestSection slowest={result.figures.slowest} onOpen={setOpenId} />
        </div>
      )}
      <StatisticsDrill query={query} target={target} onClose={() => setTarget(undefined)} onOpen={(row) => setOpenId(row.id)} />
      <InstanceDrawer instanceId={openId} onClose={() => setOpenId(undefined)} />
    </PageFrame>
  );
}
