import { Button, Card, Input, Select, Space, Typography } from 'antd';
import { useCallback } from 'react';
import { routeTargets, type RouterNode, type RouterRoute } from '../../../../domain/flow';
import { ConditionEditor } from '../../condition-editor';
import { useFlowSelector, useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps, NodeUi } from '../node-ui';

/** 路由分支: its routes in order, each with its conditions and the node it jumps to; none matching goes on. */
function RouterPanel({ node, form }: NodePanelProps<RouterNode>) {
  const session = useFlowSession();
  const flow = useFlowSelector(useCallback((state) => state.flow, []));
  const routes = node.props.routes ?? [];
  const targets = routeTargets(flow, node.id);
  const set = (next: RouterRoute[]) => session.updateNodeProps(node.id, { routes: next });
  const change = (i: number, patch: Partial<RouterRoute>) => set(routes.map((route, j) => (j === i ? { ...route, ...patch } : route)));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text type="secondary">路由按顺序判断，满足条件的第一条路由跳转到所选节点；都不满足时继续下一个节点。</Typography.Text>
      {routes.map((route, i) => (
        <Card key={i} size="small" className="router-route" title={`路由${i + 1}`}
          extra={<Button type="link" size="small" danger onClick={() => set(routes.filter((_, j) => j !== i))}>删除</Button>}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input aria-label={`路由${i + 1} 名称`} placeholder={`路由${i + 1}`} value={route.name} onChange={(e) => change(i, { name: e.target.value })} />
            <ConditionEditor value={route.conditions} controls={form.controls} onChange={(conditions) => change(i, { conditions })} />
            <label style={{ display: 'block' }}>
              <div style={{ marginBottom: 4 }}>跳转到</div>
              <Select aria-label={`路由${i + 1} 跳转到`} style={{ width: '100%' }} placeholder="选择主流程上的节点" value={route.toNodeId || undefined}
                options={targets.map((target) => ({ value: target.id, label: target.name || target.id }))} onChange={(toNodeId: string) => change(i, { toNodeId })} />
            </label>
          </Space>
        </Card>
      ))}
      <Button type="dashed" block onClick={() => set([...routes, { name: `路由${routes.length + 1}`, conditions: [], toNodeId: '' }])}>+ 添加路由</Button>
    </Space>
  );
}

export const routerUi: NodeUi<RouterNode> = { type: 'router', Panel: RouterPanel, colour: '#0fa3a3', missing: '请添加路由' };
