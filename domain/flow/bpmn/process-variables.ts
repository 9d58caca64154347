/**
 * The process variables a backend starts an exported process with (docs/BPMN.md), as a reference
 * implementation: every top-level control's value under its control id — numbers as numbers, dates as
 * YYYY-MM-DD, choices as the list of chosen option ids, texts trimmed, anything else as given — and `null`
 * for a control that is empty or hidden by form logic; the applicant as `initiator`; each 发起人自选 pick as
 * `selected_<nodeId>`. The exported conditions read exactly these.
 */
import type { Control } from '../../model/control';
import type { Form } from '../../model/form';
import { chosenValue } from '../../model/choice-value';
import { isEmptyValue } from '../../validation/empty-value';
import { parseDate } from '../../validation/date-value';
import { NUMBER_TEXT } from '../../validation/number-value';
import { selectedOptionIds } from '../../validation/visibility';
import { conditionKindOf } from '../conditions/registry';
import { conditionContext } from '../model/flow-context';
import type { OrgIndex } from '../model/org-index';
import { own } from '../model/own';
import { selectedVariable } from './assignee-expression';
import { INITIATOR_VARIABLE } from './nodes/start-mapping';

function variableValue(control: Control, value: unknown): unknown {
  if (isEmptyValue(value)) return null;
  switch (conditionKindOf(control)?.name) {
    case 'number': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      return NUMBER_TEXT.test(text) ? Number(text) : null;
    }
    case 'date': return parseDate(value)?.day ?? null;
    case 'choice': {
      const ids = selectedOptionIds(control, chosenValue(value));
      return ids.length === 0 ? null : ids;
    }
    case 'text': return Array.isArray(value) ? value.map((part) => String(part ?? '')).join('/') : String(value).trim();
    default: return value;
  }
}

export interface ProcessStart {
  form: Form;
  values: Readonly<Record<string, unknown>>;
  org: OrgIndex;
  initiator: string;
  selected?: Readonly<Record<string, readonly string[]>>;
}

export function processVariablesOf({ form, values, org, initiator, selected = {} }: ProcessStart): Record<string, unknown> {
  const context = conditionContext(form, values, org, initiator);
  const variables: Record<string, unknown> = { [INITIATOR_VARIABLE]: initiator };
  for (const control of context.controlsById.values()) {
    variables[control.id] = context.isVisible(control) ? variableValue(control, own(values, control.id)) : null;
  }
  for (const [nodeId, users] of Object.entries(selected)) variables[selectedVariable(nodeId)] = [...users];
  return variables;
}
