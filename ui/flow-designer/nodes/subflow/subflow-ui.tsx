import { Radio, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DesignerSession } from '../../../../application/designer/designer-session';
import { SubflowCatalog } from '../../../../application/designer/subflow-catalog';
import type { FlowModelSummary } from '../../../../application/ports/flow-model-api';
import { canHoldMembers, mapsOnto, type SubflowNode, type SubflowSpec } from '../../../../domain/flow';
import type { Control } from '../../../../domain/model/control';
import { useService } from '../../../hooks/use-service';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps, NodeUi } from '../node-ui';
import { RecordRows } from '../record-rows';

const NEW_SPEC: SubflowSpec = { flowId: '', fieldMap: {}, initiator: 'initiator', wait: true };
const titleOf = (control: Control) => control.config?.title || control.id;

/** The published flows the picker offers, and the chosen one's form controls. */
function useSubflowChoices(flowId: string): { flows: FlowModelSummary[] | undefined; childControls: readonly Control[]; failed: boolean } {
  const catalog = useService(SubflowCatalog);
  const modelId = useService(DesignerSession).snapshot.modelId;
  const [flows, setFlows] = useState<FlowModelSummary[]>();
  const [failed, setFailed] = useState(false);
  const [childControls, setChildControls] = useState<readonly Control[]>([]);
  useEffect(() => {
    let live = true;
    catalog.publishedFlows(modelId).then((list) => { if (live) setFlows(list); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [catalog, modelId]);
  useEffect(() => {
    let live = true;
    if (flowId === '') setChildControls([]);
    else void catalog.formOf(flowId).then((form) => { if (live) setChildControls(form?.controls ?? []); });
    return () => { live = false; };
  }, [catalog, flowId]);
  return { flows, childControls, failed };
}

/** 子流程: which published flow starts, which fields it gets (child ← this flow), who starts it, and whether to wait for it. */
function SubflowPanel({ node, form }: NodePanelProps<SubflowNode>) {
  const session = useFlowSession();
  const spec = { ...NEW_SPEC, ...node.props.subflow };
  const set = (patch: Partial<SubflowSpec>) => session.updateNodeProps(node.id, { subflow: { ...spec, ...patch } });
  const { flows, childControls, failed } = useSubflowChoices(spec.flowId);
  const parentById = new Map(form.controls.map((control) => [control.id, control]));
  const childById = new Map(childControls.map((control) => [control.id, control]));
  const members = form.controls.filter(canHoldMembers);
  const initiatorControl = typeof spec.initiator === 'object' ? spec.initiator.controlId : undefined;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>子流程</Typography.Title>
        <Select aria-label="选择子流程" style={{ width: '100%' }} placeholder="选择已发布的流程" loading={!flows && !failed} value={spec.flowId || undefined}
          notFoundContent={failed ? '流程列表加载失败' : '没有已发布的流程'}
          options={(flows ?? []).map((flow) => ({ value: flow.id, label: flow.name }))}
          onChange={(flowId: string) => set({ flowId, flowName: flows?.find((flow) => flow.id === flowId)?.name, fieldMap: {} })} />
      </div>
      <div>
        <Typography.Title level={5}>字段映射（子流程字段 ← 本流程字段）</Typography.Title>
        <RecordRows<string> value={spec.fieldMap} onChange={(fieldMap) => set({ fieldMap })} columns={['子流程字段', '取本流程字段']} addLabel="添加映射" emptyText="不传递字段"
          newRow={(taken) => [childControls.find((control) => !taken.has(control.id))?.id ?? '', '']}
          renderKey={(key, rename) => (
            <Select aria-label="子流程字段" style={{ minWidth: 140 }} value={key || undefined} options={childControls.map((control) => ({ value: control.id, label: titleOf(control) }))} onChange={rename} />
          )}
          renderValue={(parentId, childId, change) => {
            const child = childById.get(childId);
            // Only controls holding the same kind of value can be mapped onto the child's control.
            const fitting = form.controls.filter((control) => !child || mapsOnto(child, control));
            const parent = parentById.get(parentId);
            const mismatch = child && parent && !mapsOnto(child, parent);
            return (
              <Select aria-label={`${child ? titleOf(child) : childId} 取值`} style={{ minWidth: 140 }} value={parentId || undefined} status={mismatch ? 'error' : undefined}
                options={fitting.map((control) => ({ value: control.id, label: titleOf(control) }))} onChange={change} />
            );
          }} />
      </div>
      <div>
        <Typography.Title level={5}>子流程发起人</Typography.Title>
        <Radio.Group aria-label="子流程发起人" value={initiatorControl === undefined ? 'initiator' : 'control'}
          onChange={(e) => set({ initiator: e.target.value === 'initiator' ? 'initiator' : { controlId: members[0]?.id ?? '' } })}>
          <Radio value="initiator">本流程发起人</Radio>
          <Radio value="control" disabled={members.length === 0}>表单内联系人</Radio>
        </Radio.Group>
        {initiatorControl !== undefined && (
          <Select aria-label="发起人控件" style={{ width: '100%', marginTop: 8 }} value={initiatorControl || undefined}
            options={members.map((control) => ({ value: control.id, label: titleOf(control) }))} onChange={(controlId: string) => set({ initiator: { controlId } })} />
        )}
      </div>
      <Space>
        <Switch aria-label="等待子流程结束" checked={spec.wait !== false} onChange={(wait) => set({ wait })} />
        <span>等待子流程结束</span>
        <Typography.Text type="secondary">{spec.wait !== false ? '子流程通过后本流程才继续；子流程未通过则本流程结束（已拒绝）' : '发起子流程后本流程立即继续'}</Typography.Text>
      </Space>
    </Space>
  );
}

export const subflowUi: NodeUi<SubflowNode> = { type: 'subflow', Panel: SubflowPanel, colour: '#8b5cf6', missing: '请选择子流程' };
