import { useState } from 'react';
import { Segmented } from 'antd';
import { INSTANCE_LIST_TITLES, type InstanceListKind } from '../../application/approvals/instance-list';
import { PageFrame } from '../shell/page-frame';
import { InstanceListView } from './instance-list-view';
import './flow-query-page.css';

const SCOPES: InstanceListKind[] = ['my', 'work', 'approved', 'cc', 'all'];

/**
 * /flowQuery: one place to search every list (mine, to do, done, copied) and, for flow admins, every instance
 * (全部审批; others are told it is for admins), with the same filters and view.
 */
export default function FlowQueryPage() {
  const [scope, setScope] = useState<InstanceListKind>('my');
  return (
    <PageFrame title="流程查询">
      <div className="query-scope-scroll">
        <Segmented<InstanceListKind>
          className="query-scope"
          value={scope}
          onChange={setScope}
          options={SCOPES.map((kind) => ({ value: kind, label: INSTANCE_LIST_TITLES[kind] }))}
        />
      </div>
      <InstanceListView key={scope} kind={scope} owner="query" />
    </PageFrame>
  );
}
