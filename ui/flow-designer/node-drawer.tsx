import { useCallback, useDeferredValue } from 'react';
import { Alert, Drawer, Input, Radio, Space, Tabs, Typography } from 'antd';
import type { FlowDesignerState } from '../../application/designer/flow-designer-session';
import {
  describeBranchConditions, indexFlow, nodeType, type ApprovalMode, type ApproverNode, type ConditionBranch, type FieldPerm, type FlowNode, type WhenEmpty,
} from '../../domain/flow';
import { groupOfBranch } from '../../domain/flow/edit';
import type { Form } from '../../domain/model/form';
import type { DesignerState } from '../../application/designer/designer-session';
import { useDesignerSelector } from '../designer/use-designer';
import { MemberSelect } from '../org-picker';
import { AssigneeEditor } from './assignee-editor';
import { ConditionEditor } from './condition-editor';
import { FieldPermsTable } from './field-perms-table';
import { useFlowNames, useFlowSelector, useFlowSession } from './use-flow-designer';

const selectionOf = (s: FlowDesignerState) => s.selection;
const flowOf = (s: FlowDesignerState) => s.flow;
const formOf = (s: DesignerState) => s.form;

const MODES: ReadonlyArray<{ value: ApprovalMode; label: string; hint: string }> = [
  { value: 'and', label: '会签', hint: '需所有审批人同意' },
  { value: 'or', label: '或签', hint: '一名审批人同意或拒绝即可' },
  { value: 'sequential', label: '依次审批', hint: '按顺序依次审批' },
];

function NameField({ value, onChange, label }: { value: string; onChange: (name: string) => void; label: string }) {
  return <Input aria-label={label} value={value} maxLength={30} onChange={(e) => onChange(e.target.value)} />;
}

/** More than one person may approve: the mode only matters then. */
function mayBeMany(node: ApproverNode): boolean {
  const a = node.props.assignee;
  if (!a) return false;
  if (a.type === 'users') return a.userIds.length > 1;
  return a.type === 'role' || a.type === 'formField' || (a.type === 'selfSelect' && a.multiple);
}

function ApproverSettings({ node, form }: { node: ApproverNode; form: Form }) {
  const session = useFlowSession();
  const whenEmpty = node.props.whenEmpty ?? 'autoPass';
  const emptyKind = typeof whenEmpty === 'object' ? 'users' : whenEmpty;
  return (
    <Tabs items={[
      {
        key: 'assignee', label: '设置审批人', children: (
          <Space orientation="vertical" size={20} style={{ width: '100%' }}>
            <AssigneeEditor role="审批人" value={node.props.assignee} controls={form.controls} onChange={(a) => session.setAssignee(node.id, a)} />
            {mayBeMany(node) && (
              <div>
                <Typography.Title level={5}>多人审批时采用的审批方式</Typography.Title>
                <Radio.Group aria-label="审批方式" value={node.props.mode ?? 'or'} onChange={(e) => session.updateNodeProps(node.id, { mode: e.target.value as ApprovalMode })}>
                  <Space orientation="vertical">
                    {MODES.map((m) => <Radio key={m.value} value={m.value}>{m.label}（{m.hint}）</Radio>)}
                  </Space>
                </Radio.Group>
              </div>
            )}
            <div>
              <Typography.Title level={5}>审批人为空时</Typography.Title>
              <Radio.Group aria-label="审批人为空时" value={emptyKind} onChange={(e) => {
                const kind = e.target.value as string;
                const next: WhenEmpty = kind === 'users' ? { type: 'users', userIds: [] } : (kind as 'autoPass' | 'toAdmin');
                session.updateNodeProps(node.id, { whenEmpty: next });
              }}>
                <Space orientation="vertical">
                  <Radio value="autoPass">自动通过</Radio>
                  <Radio value="toAdmin">转交给流程管理员</Radio>
                  <Radio value="users">指定人员审批</Radio>
                </Space>
              </Radio.Group>
              {typeof whenEmpty === 'object' && (
                <div style={{ marginTop: 8 }}>
                  <MemberSelect label="选择人员" value={whenEmpty.userIds} onChange={(userIds) => session.updateNodeProps(node.id, { whenEmpty: { ...whenEmpty, userIds } })} />
                </div>
              )}
            </div>
          </Space>
        ),
      },
      { key: 'perms', label: '字段权限', children: <PermsOf node={node} form={form} /> },
    ]} />
  );
}

function PermsOf({ node, form }: { node: FlowNode; form: Form }) {
  const session = useFlowSession();
  const fallback: FieldPerm = node.type === 'start' ? 'edit' : 'read';
  return (
    <FieldPermsTable controls={form.controls} value={(node.props as { fieldPerms?: Record<string, FieldPerm> }).fieldPerms} fallback={fallback}
      onChange={(controlId, perm) => session.setFieldPerm(node.id, controlId, perm)} onChangeAll={(perm) => session.setAllFieldPerms(node.id, perm)} />
  );
}

function NodeSettings({ node, form }: { node: FlowNode; form: Form }) {
  const session = useFlowSession();
  if (node.type === 'approver') return <ApproverSettings node={node} form={form} />;
  if (node.type === 'cc') {
    return (
      <Tabs items={[
        { key: 'assignee', label: '设置抄送人', children: <AssigneeEditor role="抄送人" value={node.props.assignee} controls={form.controls} onChange={(a) => session.setAssignee(node.id, a)} /> },
        { key: 'perms', label: '字段权限', children: <PermsOf node={node} form={form} /> },
      ]} />
    );
  }
  if (node.type === 'start') {
    return (
      <Tabs items={[{ key: 'perms', label: '表单操作权限', children: <PermsOf node={node} form={form} /> }]} />
    );
  }
  return <Typography.Text type="secondary">{nodeType(node).label}：在画布上添加分支、设置每个分支。</Typography.Text>;
}

/** The drawer of the selected card: a node's settings, or a condition branch's name and conditions. */
export function NodeDrawer() {
  const session = useFlowSession();
  // Deferred: a new card (added and selected at once) is drawn first, the drawer's settings a moment later.
  const selection = useDeferredValue(useFlowSelector(selectionOf));
  const flow = useFlowSelector(flowOf);
  const form = useDesignerSelector(formOf);
  const names = useFlowNames();
  const close = useCallback(() => session.select(undefined), [session]);
  const node = selection?.kind === 'node' ? indexFlow(flow).node(selection.id) : undefined;
  const group = selection?.kind === 'branch' ? groupOfBranch(flow, selection.id) : undefined;
  const branch = group?.branches.find((b) => b.id === selection?.id) as ConditionBranch | undefined;
  const open = node !== undefined || branch !== undefined;
  const title = node
    ? <NameField label="节点名称" value={node.name} onChange={(name) => session.renameNode(node.id, name)} />
    : branch ? <NameField label="条件名称" value={branch.name} onChange={(name) => session.renameBranch(branch.id, name)} /> : null;
  return (
    <Drawer open={open} onClose={close} size={620} title={title} destroyOnHidden data-testid="flow-drawer">
      {node && <NodeSettings node={node} form={form} />}
      {branch && (
        branch.default
          ? <Alert type="info" showIcon title="其他情况：未满足其他分支条件时进入此分支，无需设置条件" />
          : (
            <>
              <Typography.Paragraph type="secondary" data-testid="branch-summary">
                {describeBranchConditions(branch, names) || '未设置条件：添加条件后，满足条件的申请进入此分支'}
              </Typography.Paragraph>
              <ConditionEditor value={branch.conditions} controls={form.controls} onChange={(groups) => session.setConditions(branch.id, groups)} />
            </>
          )
      )}
    </Drawer>
  );
}
