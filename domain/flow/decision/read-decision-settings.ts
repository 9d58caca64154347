/**
 * Reading a deciding node's onReject, requireComment, requireSignature and buttons (any node type
 * whose people decide calls these: 审批人, 办理人).
 */
import { isObject, type Json, type JsonIssues } from '../model/json-reader';
import { CONFIGURABLE_BUTTONS } from '../model/decision-settings';
import { decisionMessages as dm } from './decision-messages';

const BUTTON_NAMES = new Set<string>(CONFIGURABLE_BUTTONS);

function readOnReject(raw: unknown, path: string, issues: JsonIssues): void {
  if (raw === undefined) return;
  const ok = isObject(raw) && (raw.type === 'end' || (raw.type === 'returnTo' && typeof raw.nodeId === 'string' && raw.nodeId !== ''));
  if (!ok) issues.add(path, dm.badOnReject);
}

function readButtons(raw: unknown, path: string, issues: JsonIssues): void {
  if (raw === undefined) return;
  if (!isObject(raw)) {
    issues.add(path, dm.badButton);
    return;
  }
  for (const [name, setting] of Object.entries(raw)) {
    const at = `${path}.${name}`;
    if (!BUTTON_NAMES.has(name)) issues.add(at, dm.unknownButton(name));
    else if (!isObject(setting) || typeof setting.enabled !== 'boolean' || (setting.label !== undefined && typeof setting.label !== 'string')) issues.add(at, dm.badButton);
  }
}

export function readDecisionSettings(props: Json, path: string, issues: JsonIssues): void {
  readOnReject(props.onReject, `${path}.onReject`, issues);
  const comment = issues.object(props, 'requireComment', path);
  if (comment) for (const key of ['approve', 'reject']) issues.boolean(comment, key, `${path}.requireComment`);
  issues.boolean(props, 'requireSignature', path);
  readButtons(props.buttons, `${path}.buttons`, issues);
}
