import { Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FlowView, type InstanceFlowView } from '../../application/approvals/flow-view';
import { INSTANCE_STATUS_LABELS } from '../../application/shared/instance-status';
import { childInstanceHref } from '../../application/approvals/outbound-node-state';
import { namesFor } from '../../application/designer/flow-designer-session';
import { FlowCanvas } from '../flow-designer/flow-canvas';
import { useService } from '../hooks/use-service';
import { FlowViewFrame } from './flow-view-frame';
import { useLoad } from './use-load';

const LEGEND = [
  { text: '已完成', color: '#52c41a' }, { text: '进行中', color: '#1677ff' }, { text: '自动通过', color: '#faad14' },
  { text: '已拒绝', color: '#f5222d' }, { text: '未开始', color: '#d9d9d9' }, { text: '未进入的分支', color: '#f0f0f0' },
];

function InstanceCanvas({ view }: { view: InstanceFlowView }) {
  const names = useMemo(() => namesFor(view.instance.form, view.directory), [view]);
  return <FlowCanvas flow={view.flow} names={names} marks={view.states} />;
}

/** /ctb-show-flow?instanceId=…: the instance's flow with each node's state (done, current, skipped, to come, auto-passed). */
export default function InstanceFlowPage() {
  const [params] = useSearchParams();
  const instanceId = params.get('instanceId') ?? '';
  const view = useService(FlowView);
  const loaded = useLoad(instanceId, () => view.instance(instanceId), '流程加载失败，请稍后重试');
  return (
    <FlowViewFrame
      loaded={loaded}
      missing={instanceId ? undefined : '缺少申请编号，无法显示流程'}
      title={(v) => `${v.instance.title || v.instance.modelName} · 流程图`}
      extra={(v) => (
        <>
          <Tag>{INSTANCE_STATUS_LABELS[v.instance.status]}</Tag>
          {/* A 子流程's child links back to the instance that started it, as the parent's card links the child. */}
          {v.instance.parent && <a className="flow-view-parent" href={childInstanceHref(v.instance.parent.instanceId)}>主流程：{v.instance.parent.title}</a>}
          <span className="flow-view-legend" aria-label="图例">
            {LEGEND.map((l) => <span key={l.text}><i style={{ borderColor: l.color }} />{l.text}</span>)}
          </span>
        </>
      )}
    >
      {(v) => <InstanceCanvas view={v} />}
    </FlowViewFrame>
  );
}
