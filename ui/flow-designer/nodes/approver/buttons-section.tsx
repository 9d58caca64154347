import { Checkbox, Input, Table, Typography } from 'antd';
import { actionKindOf, CONFIGURABLE_BUTTONS, type DecidingNode, type ButtonSettings, type ConfigurableButton } from '../../../../domain/flow';
import { useFlowSession } from '../../use-flow-designer';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';

/** 按钮: which actions the approver is offered here, and under which name (blank keeps the usual one). */
function ButtonSettingsTable({ node }: NodePanelProps<DecidingNode>) {
  const session = useFlowSession();
  const buttons: ButtonSettings = node.props.buttons ?? {};
  const change = (name: ConfigurableButton, patch: { enabled?: boolean; label?: string }) => {
    const current = buttons[name] ?? { enabled: true };
    const merged = { ...current, ...patch };
    const label = merged.label?.trim() ? merged.label : undefined;
    const setting = { enabled: merged.enabled, ...(label === undefined ? {} : { label }) };
    const next: ButtonSettings = { ...buttons, [name]: setting };
    if (setting.enabled && label === undefined) delete next[name];
    session.updateNodeProps(node.id, { buttons: Object.keys(next).length > 0 ? next : undefined }, `buttons:${node.id}:${name}`);
  };
  const rows = CONFIGURABLE_BUTTONS.map((name) => ({ name, label: actionKindOf(name)?.label ?? name }));
  return (
    <div>
      <Typography.Title level={5}>操作按钮</Typography.Title>
      <Table size="small" pagination={false} rowKey="name" dataSource={rows} columns={[
        { title: '操作', dataIndex: 'label', width: 80 },
        {
          title: '显示名称', key: 'rename', render: (_, row) => (
            <Input aria-label={`${row.label} 显示名称`} placeholder={row.label} value={buttons[row.name]?.label ?? ''} maxLength={8}
              onChange={(e) => change(row.name, { label: e.target.value })} />
          ),
        },
        {
          title: '启用', key: 'enabled', width: 64, render: (_, row) => (
            <Checkbox aria-label={`启用${row.label}`} checked={buttons[row.name]?.enabled !== false} onChange={(e) => change(row.name, { enabled: e.target.checked })} />
          ),
        },
      ]} />
    </div>
  );
}

export const buttonsSection: ApproverSection = { key: 'buttons', title: '按钮', Section: ButtonSettingsTable };
