/**
 * The engine side of a node's decision settings: which actions the node switches off (refused and not offered),
 * what they are called there, and which need a comment or a signature. Applied to every action the same way
 * (apply-action.ts refuses, viewer-actions.ts offers), so no action module knows these settings.
 */
import type { FlowNode } from '../model/flow';
import type { ConfigurableButton, DecisionSettings } from '../model/decision-settings';
import { own } from '../model/own';
import type { ActionKind, ActionNeeds } from '../runtime/actions/action-kind';
import type { FlowAction } from '../runtime/flow-action';
import { decisionMessages as dm } from './decision-messages';
import { isSignature } from '../../model/signature-value';

const settingsOf = (node: FlowNode | undefined): DecisionSettings => (node?.props ?? {}) as DecisionSettings;

/** The comment rule of each action that may require one, with the refusal. */
const COMMENT_RULES: Readonly<Record<string, { key: 'approve' | 'reject'; message: string }>> = {
  approve: { key: 'approve', message: dm.approveNeedsComment },
  reject: { key: 'reject', message: dm.rejectNeedsComment },
};

/** The actions a signature goes with. */
const SIGNED_ACTIONS = new Set(['approve']);

const buttonOf = (node: FlowNode | undefined, name: string) => own(settingsOf(node).buttons ?? {}, name as ConfigurableButton);

export const buttonEnabled = (node: FlowNode | undefined, name: string): boolean => buttonOf(node, name)?.enabled !== false;

/** The button's name at the node: its label there, else the action's own. */
export const buttonLabel = (node: FlowNode | undefined, kind: Pick<ActionKind, 'name' | 'label'>): string => buttonOf(node, kind.name)?.label?.trim() || kind.label;

const commentRequired = (node: FlowNode | undefined, name: string): boolean => {
  const rule = own(COMMENT_RULES, name);
  return rule !== undefined && settingsOf(node).requireComment?.[rule.key] === true;
};

const signatureRequired = (node: FlowNode | undefined, name: string): boolean => SIGNED_ACTIONS.has(name) && settingsOf(node).requireSignature === true;

/** The node's renamed buttons, by action name (按钮 labels): the lists show them without the instance at hand. */
export function renamedButtons(node: FlowNode | undefined): Record<string, string> {
  const entries = Object.entries(settingsOf(node).buttons ?? {}).filter(([, setting]) => typeof setting?.label === 'string' && setting.label.trim() !== '');
  return Object.fromEntries(entries.map(([name, setting]) => [name, (setting?.label ?? '').trim()]));
}

/** Why the node refuses the action (switched off, comment or signature missing), or undefined. */
export function decisionRefusal(node: FlowNode | undefined, kind: Pick<ActionKind, 'name' | 'label'>, action: FlowAction): string | undefined {
  if (!node) return undefined;
  if (!buttonEnabled(node, kind.name)) return dm.buttonDisabled(kind.label);
  const comment = typeof action.comment === 'string' ? action.comment.trim() : '';
  if (commentRequired(node, kind.name) && comment === '') return own(COMMENT_RULES, kind.name)?.message;
  if (signatureRequired(node, kind.name) && !isSignature(action.signature)) return dm.needsSignature;
  return undefined;
}

/** What the node adds to an action's needs: a required comment, a signature. */
export function decisionNeeds(node: FlowNode | undefined, name: string, needs: ActionNeeds): ActionNeeds {
  return {
    ...needs,
    ...(commentRequired(node, name) ? { comment: 'required' as const } : {}),
    ...(signatureRequired(node, name) ? { signature: true as const } : {}),
  };
}
