import { Alert, Spin, Tag, Timeline, Typography } from 'antd';
import type { LaunchRoute } from '../../application/filler/launch-route';
import { describeSteps, flowLabels, indexFlow, type RouteStep, type StepWords } from '../../domain/flow';
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

  const wordsOf = (steps: readonly RouteStep[]) => describeSteps(steps, { nodeName, userName: nameOf, node: (id) => index.node(id), controlTitle: (id) => route.controlTitle(id) });

  const itemOf = (step: RouteStep, words: StepWords, key: string): { key: string; color: string; content: React.ReactNode } => {
    if (words.branches) {
      return {
        key, color: 'blue',
        content: (
          <div className="route-parallel">
            <Typography.Text type="secondary">{words.node}（并行，全部完成后继续）</Typography.Text>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 4 }}>
              {words.branches.map((branch, i) => (
                <div key={i} style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '4px 8px', minWidth: 160 }}>
                  {branch.map((inner, j) => <div key={j}>{stepLine(inner)}</div>)}
                </div>
              ))}
            </div>
          </div>
        ),
      };
    }
    const picker = selfSelect.get(step.nodeId);
    return {
      key, color: words.kind === 'inform' ? 'gray' : words.auto ? 'green' : 'blue',
      content: (
        <div className={`route-step route-${step.type}`} data-node-id={step.nodeId}>
          {stepLine(words)}
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

  /** One step as the engine words it: the node, 抄送 or the approval mode, the people (or who is still to pick), why it passes. */
  const stepLine = (words: StepWords) => {
    // A step nobody acts on (延时 2 小时, 触发器) reads as what it does, never as 无.
    if (words.people.length === 0 && words.detail) return <span><Typography.Text strong>{words.node}</Typography.Text> <span className="route-detail">{words.detail}</span></span>;
    const who = words.people.join('、');
    const missing = selfSelect.has(words.nodeId) ? '请选择审批人' : words.kind === 'inform' ? '无' : '';
    return (
      <span>
        <Typography.Text strong>{words.node}</Typography.Text>{' '}
        {words.kind === 'inform' && <Tag>{words.verb}</Tag>}
        {words.people.length > 1 && words.mode && <Tag>{words.mode}</Tag>}
        {who || missing}
        {words.auto && <Typography.Text type="secondary">（{words.auto}）</Typography.Text>}
        {words.left && <Typography.Text type="warning" className="route-left">（{words.left.join('、')}）</Typography.Text>}
      </span>
    );
  };

  const stepWords = wordsOf(state.steps);

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
            ...state.steps.map((step, i) => itemOf(step, stepWords[i] as StepWords, `s${i}`)),
            { key: 'end', color: 'gray', content: <Typography.Text type="secondary">结束</Typography.Text> },
          ]}
        />
      )}
      {state.ready && state.warnings.length > 0 && (
        <Alert
          className="launch-route-warnings"
          type="warning"
          showIcon
          title="审批流程提醒"
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{state.warnings.map((w, i) => <li key={i}>{w}</li>)}</ul>}
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
