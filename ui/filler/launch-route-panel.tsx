import { Alert, Spin, Tag, Timeline, Typography } from 'antd';
import type { LaunchRoute } from '../../application/filler/launch-route';
import { AUTO_REASONS, flowLabels, indexFlow, type RouteStep } from '../../domain/flow';
import { useObservableValue } from '../hooks/use-observable-value';
import { useService } from '../hooks/use-service';
import { MemberSelect, useOrgDirectory } from '../org-picker';

/**
 * 审批流程 under the launch form: the approvers of each node in order, copies, nodes that pass by themselves and
 * why, parallel branches; a required picker for each 发起人自选 node; the route errors that block submit.
 */
export function LaunchRoutePanel({ route, applicantName }: { route: LaunchRoute; applicantName?: string }) {
  const state = useObservableValue(route.state$, route.getSnapshot());
  const directory = useOrgDirectory();
  const index = indexFlow(route.flow);
  const nameOf = (id: string) => directory?.userName(id) ?? id;
  const nodeName = (id: string) => index.node(id)?.name ?? id;
  const selfSelect = new Map(state.selfSelect.map((n) => [n.nodeId, n]));

  const itemOf = (step: RouteStep, key: string): { key: string; color: string; content: React.ReactNode } => {
    if (step.type === 'parallel') {
      return {
        key, color: 'blue',
        content: (
          <div className="route-parallel">
            <Typography.Text type="secondary">{nodeName(step.nodeId)}（并行，全部完成后继续）</Typography.Text>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 4 }}>
              {step.branches.map((branch, i) => (
                <div key={i} style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '4px 8px', minWidth: 160 }}>
                  {branch.map((inner, j) => <div key={j}>{stepLine(inner)}</div>)}
                </div>
              ))}
            </div>
          </div>
        ),
      };
    }
    const picker = step.type === 'approver' ? selfSelect.get(step.nodeId) : undefined;
    return {
      key, color: step.type === 'cc' ? 'gray' : step.type === 'approver' && step.auto ? 'green' : 'blue',
      content: (
        <div className={`route-step route-${step.type}`} data-node-id={step.nodeId}>
          {stepLine(step)}
          {picker && (
            <div className="route-self-select" style={{ marginTop: 4 }}>
              <Typography.Text type="danger">* </Typography.Text>
              <MemberSelect
                value={state.selected[picker.nodeId] ?? []}
                multiple={picker.multiple}
                label={`选择${picker.name}`}
                onChange={(ids) => route.select(picker.nodeId, ids)}
              />
            </div>
          )}
        </div>
      ),
    };
  };

  const stepLine = (step: RouteStep) => {
    if (step.type === 'cc') {
      return <span><Typography.Text strong>{nodeName(step.nodeId)}</Typography.Text> <Tag>抄送</Tag>{step.users.map(nameOf).join('、') || '无'}</span>;
    }
    if (step.type === 'parallel') return <span>{nodeName(step.nodeId)}</span>;
    const who = step.approvers.map(nameOf).join('、');
    return (
      <span>
        <Typography.Text strong>{nodeName(step.nodeId)}</Typography.Text>{' '}
        {step.approvers.length > 1 && <Tag>{flowLabels.modes[step.mode]}</Tag>}
        {who || (selfSelect.has(step.nodeId) ? '请选择审批人' : '')}
        {step.auto && <Typography.Text type="secondary">（{AUTO_REASONS[step.auto]}）</Typography.Text>}
      </span>
    );
  };

  return (
    <section className="launch-route" aria-label="审批流程" style={{ marginTop: 16, padding: 16, background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>审批流程</Typography.Title>
      {state.failed && <Alert type="warning" showIcon title="组织架构加载失败，暂时无法预览审批流程" />}
      {!state.ready && !state.failed && <Spin size="small" />}
      {state.ready && (
        <Timeline
          className="launch-route-steps"
          items={[
            { key: 'start', color: 'green', content: <span><Typography.Text strong>{flowLabels.initiator}</Typography.Text> {applicantName ?? ''}</span> },
            ...state.steps.map((step, i) => itemOf(step, `s${i}`)),
            { key: 'end', color: 'gray', content: <Typography.Text type="secondary">结束</Typography.Text> },
          ]}
        />
      )}
      {state.ready && state.errors.length > 0 && (
        <Alert
          className="launch-route-errors"
          type="error"
          showIcon
          title="审批流程有问题，暂时不能提交"
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{state.errors.map((e, i) => <li key={i}>{e.message}</li>)}</ul>}
        />
      )}
    </section>
  );
}
