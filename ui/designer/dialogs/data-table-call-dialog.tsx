import { useEffect, useState } from 'react';
import { Button, Card, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { DataTableCallConfig, LinkConditionItem } from '../../../domain/model/control';
import { useDesignerState } from '../use-designer';

interface DataTableCallDialogProps {
  open: boolean;
  /** The control being configured (left out of the form-field choices). */
  controlId: string;
  value: DataTableCallConfig | undefined;
  onSubmit(config: DataTableCallConfig | undefined): void;
  onClose(): void;
}

const EMPTY: DataTableCallConfig = { linkType: 'table', linkTable: { name: '' }, linkTableFiled: { name: '' }, computeType: 'display', useType: 'sum', linkCondition: [] };

const COMPUTE_TYPES = [
  { value: 'display', label: '显示' }, { value: 'change', label: '变更' }, { value: 'statistics', label: '统计' },
];
const USE_TYPES = [
  { value: 'sum', label: '求和' }, { value: 'reduce', label: '当前值减关联值' }, { value: 'beingReduce', label: '关联值减当前值' },
];
const CONDITION_TYPES = [
  { value: 'equal', label: '等于' }, { value: 'notEqual', label: '不等于' }, { value: 'contain', label: '包含' },
];

/**
 * The data-table call (table call) config: link type, linked table and field, compute type, use type, and
 * link conditions (groups are alternatives; the conditions of a group all hold).
 */
export function DataTableCallDialog({ open, controlId, value, onSubmit, onClose }: DataTableCallDialogProps) {
  const { form } = useDesignerState();
  const [draft, setDraft] = useState<DataTableCallConfig>(value ?? EMPTY);
  useEffect(() => { if (open) setDraft(value ?? EMPTY); }, [open, value]);
  const fields = form.controls.filter((c) => c.id !== controlId).map((c) => ({ value: c.id, label: c.config.title }));
  const groups = draft.linkCondition ?? [];
  const setGroups = (next: LinkConditionItem[][]) => setDraft({ ...draft, linkCondition: next });
  const setItem = (g: number, i: number, patch: Partial<LinkConditionItem>) =>
    setGroups(groups.map((group, gi) => (gi !== g ? group : group.map((item, ii) => (ii === i ? { ...item, ...patch } : item)))));
  return (
    <Modal open={open} title="表格调用设置" width={720} okText="确定" cancelText="取消" onCancel={onClose}
      onOk={() => { onSubmit(draft); onClose(); }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <Space>
          <Button danger onClick={() => { onSubmit(undefined); onClose(); }}>清除调用</Button>
          <CancelBtn /><OkBtn />
        </Space>
      )}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <span>调用类型</span>
          <Radio.Group value={draft.linkType} onChange={(e) => setDraft({ ...draft, linkType: e.target.value as DataTableCallConfig['linkType'] })}
            options={[{ value: 'commonUse', label: '常用数据' }, { value: 'table', label: '数据表' }]} />
        </Space>
        <Space wrap>
          <Space.Compact style={{ width: 260 }}>
            <Space.Addon>关联表</Space.Addon>
            <Input aria-label="关联表" value={draft.linkTable?.name ?? ''}
              onChange={(e) => setDraft({ ...draft, linkTable: { ...(draft.linkTable ?? {}), name: e.target.value } })} />
          </Space.Compact>
          <Space.Compact style={{ width: 260 }}>
            <Space.Addon>关联字段</Space.Addon>
            <Input aria-label="关联字段" value={draft.linkTableFiled?.name ?? ''}
              onChange={(e) => setDraft({ ...draft, linkTableFiled: { ...(draft.linkTableFiled ?? {}), name: e.target.value } })} />
          </Space.Compact>
        </Space>
        <Space wrap>
          <span>计算方式</span>
          <Select value={draft.computeType} style={{ width: 120 }} options={COMPUTE_TYPES} aria-label="计算方式"
            onChange={(computeType) => setDraft({ ...draft, computeType })} />
          <span>使用方式</span>
          <Select value={draft.useType ?? 'sum'} style={{ width: 180 }} options={USE_TYPES} aria-label="使用方式"
            onChange={(useType) => setDraft({ ...draft, useType })} />
        </Space>
        <Typography.Text strong>关联条件（满足任一组；组内条件同时满足）</Typography.Text>
        {groups.map((group, g) => (
          <Card key={g} size="small" title={`条件组 ${g + 1}`}
            extra={<Button size="small" type="link" danger onClick={() => setGroups(groups.filter((_, gi) => gi !== g))}>删除组</Button>}>
            {group.map((item, i) => (
              <Space key={i} wrap style={{ marginBottom: 6 }}>
                <Input placeholder="数据表字段" value={item.tableConditionFiled ?? ''} style={{ width: 130 }}
                  onChange={(e) => setItem(g, i, { tableConditionFiled: e.target.value })} />
                <Select value={item.computeType ?? 'equal'} options={CONDITION_TYPES} style={{ width: 90 }}
                  onChange={(computeType) => setItem(g, i, { computeType })} />
                <Select value={item.type ?? 'form'} style={{ width: 100 }} options={[{ value: 'form', label: '表单字段' }, { value: 'custom', label: '自定义值' }]}
                  onChange={(type) => setItem(g, i, { type })} />
                {(item.type ?? 'form') === 'form'
                  ? <Select value={item.formConditionFiled} options={fields} style={{ width: 150 }} placeholder="表单字段"
                    onChange={(formConditionFiled) => setItem(g, i, { formConditionFiled })} />
                  : <Input value={item.custom ?? ''} placeholder="值" style={{ width: 150 }} onChange={(e) => setItem(g, i, { custom: e.target.value })} />}
                <Button size="small" type="text" danger onClick={() => setGroups(groups.map((gr, gi) => (gi === g ? gr.filter((_, ii) => ii !== i) : gr)))}>删除</Button>
              </Space>
            ))}
            <Button size="small" onClick={() => setGroups(groups.map((gr, gi) => (gi === g ? [...gr, { computeType: 'equal', type: 'form' }] : gr)))}>添加条件</Button>
          </Card>
        ))}
        <Button onClick={() => setGroups([...groups, [{ computeType: 'equal', type: 'form' }]])}>添加条件组</Button>
      </Space>
    </Modal>
  );
}
