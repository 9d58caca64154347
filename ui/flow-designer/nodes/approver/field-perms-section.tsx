import type { DecidingNode } from '../../../../domain/flow';
import { FieldPermsTab } from '../field-perms-tab';
import type { NodePanelProps } from '../node-ui';
import type { ApproverSection } from './approver-section';

/** 字段权限: what the approver may do with each control (read-only unless set). */
const FieldPermsSettings = ({ node, form }: NodePanelProps<DecidingNode>) => <FieldPermsTab node={node} form={form} fallback="read" />;

export const fieldPermsSection: ApproverSection = { key: 'perms', title: '字段权限', Section: FieldPermsSettings };
