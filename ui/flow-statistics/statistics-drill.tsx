import { useEffect, useState } from 'react';
import { Alert, Drawer, Space } from 'antd';
import { FlowStatistics } from '../../application/statistics/flow-statistics';
import type { InstanceListState } from '../../application/approvals/instance-list';
import type { InstanceSummary } from '../../application/ports/instance-api';
import type { StatisticsDrillQuery, StatisticsQuery } from '../../application/ports/statistics-api';
import { failureText } from '../../application/shared/failure-text';
import { useService } from '../hooks/use-service';
import { InstanceTable } from '../approvals/instance-table';
import { InstanceListExport } from '../approvals/instance-list-export';

/** The figure clicked: what the drawer lists and its title (2025-03-03 这一周 · 已通过). */
export interface DrillTarget {
  readonly title: string;
  readonly drill: StatisticsDrillQuery;
}

const PAGE_SIZE = 10;

/** The instances behind a figure, paged, each opening the instance view, exportable to Excel. */
export function StatisticsDrill({ query, target, onClose, onOpen }: {
  query: StatisticsQuery; target?: DrillTarget; onClose: () => void; onOpen: (instance: InstanceSummary) => void;
}) {
  const statistics = useService(FlowStatistics);
  const [page, setPage] = useState({ page: 0, pageSize: PAGE_SIZE });
  const [loaded, setLoaded] = useState<{ items: InstanceSummary[]; total: number; loading: boolean; failure?: string }>({ items: [], total: 0, loading: false });

  useEffect(() => setPage({ page: 0, pageSize: PAGE_SIZE }), [target]);
  useEffect(() => {
    if (!target) return undefined;
    let live = true;
    setLoaded((s) => ({ ...s, loading: true }));
    statistics.instances(query, target.drill, page.page, page.pageSize).then(
      (result) => { if (live) setLoaded({ items: result.list, total: result.total, loading: false }); },
      (error: unknown) => { if (live) setLoaded({ items: [], total: 0, loading: false, failure: failureText(error, '明细加载失败') }); },
    );
    return () => { live = false; };
  }, [statistics, query, target, page]);

  const state: InstanceListState = {
    kind: 'all', filters: {}, page: page.page, pageSize: page.pageSize, items: loaded.items, total: loaded.total,
    loading: loaded.loading, failed: loaded.failure !== undefined, revision: 0,
  };
  return (
    <Drawer
      open={target !== undefined}
      onClose={onClose}
      size={1200}
      className="statistics-drill"
      title={target?.title}
      extra={target && (
        <Space>
          <span className="statistics-drill-total">共 {loaded.total} 条</span>
          <InstanceListExport title={`流程统计_${target.title}`} source={{ kind: 'statistics', query, drill: target.drill }} disabled={loaded.total === 0} />
        </Space>
      )}
    >
      {loaded.failure && <Alert type="error" showIcon title={loaded.failure} style={{ marginBottom: 12 }} />}
      <InstanceTable state={state} onPage={(p, size) => setPage({ page: p, pageSize: size })} onOpen={onOpen} onRetry={() => setPage({ ...page })} />
    </Drawer>
  );
}
