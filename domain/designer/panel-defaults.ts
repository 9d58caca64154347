import type { Control } from '../model/control';
import { emptyStatisticsRule } from '../controls/types/table-statistics';
import { table as tableType } from '../controls/types/table';
import { getControlType } from '../controls/registry';

/** store flag recording that the property-panel defaults were applied (they apply once per control). */
export const PANEL_DEFAULTS_APPLIED = 'panelDefaultsApplied';

export function panelDefaultsApplied(control: Control): boolean {
  return control.store?.[PANEL_DEFAULTS_APPLIED] === true;
}

/**
 * Property-panel defaults (spec 4), applied once per control: required on, hidden off, formValue empty,
 * custom off; a table gets two columns (when it has none) and sum off; table statistics gets one empty
 * rule, both counts off and no table ids. A second call returns the control unchanged, so choices the
 * designer made afterwards are never overwritten.
 */
export function applyPanelDefaults(control: Control): Control {
  if (panelDefaultsApplied(control)) return control;
  let next: Control = {
    ...control,
    config: { ...control.config, required: true, hidden: false },
    props: { ...control.props, formValue: '', custom: false },
    store: { ...(control.store ?? {}), [PANEL_DEFAULTS_APPLIED]: true },
  };
  const type = getControlType(control.moduleId);
  if (type?.capabilities.columns) {
    const hasColumns = Array.isArray(control.children) && control.children.length > 0;
    next = {
      ...next,
      props: { ...next.props, showSummary: false },
      children: hasColumns ? control.children : tableType.create(control.id).children,
    };
  }
  if (type?.calculator?.kind === 'statistics') {
    next = {
      ...next,
      props: { ...next.props, isShowTableStatisticsCount: false, isShowBillsCount: false, billCountTableIds: [] },
      rules: [emptyStatisticsRule()],
    };
  }
  return next;
}
