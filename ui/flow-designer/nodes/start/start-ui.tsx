import { Tabs } from 'antd';
import type { StartNode } from '../../../../domain/flow';
import { FieldPermsTab } from '../field-perms-tab';
import type { NodePanelProps, NodeUi } from '../node-ui';

/** 发起人: the applicant's view of the form (表单操作权限; a control not listed is editable). */
function StartPanel({ node, form }: NodePanelProps<StartNode>) {
  return <Tabs items={[{ key: 'perms', label: '表单操作权限', children: <FieldPermsTab node={node} form={form} fallback="edit" /> }]} />;
}

export const startUi: NodeUi<StartNode> = { type: 'start', Panel: StartPanel, colour: '#576a95' };
