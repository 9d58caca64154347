import { defineControlType } from '../control-type';
import { createTableColumn } from '../table-column';
import { singleLineText } from './single-line-text';
import { cloneValue } from '../control-values';
import { columnsOf } from '../table-column';

/** Number of columns a new table starts with (spec 4). */
export const INITIAL_COLUMN_COUNT = 2;

/** moduleId 15: a table; its column controls are kept in `children`, rows are arrays of cells. */
export const table = defineControlType({
  moduleId: 15,
  name: '表格',
  icon: 'table',
  group: '高级控件',
  componentType: 'Table',
  capabilities: { columns: true, input: true, print: true },
  props: () => ({ value: [], showSummary: false, summaryColumns: [] }),
  children: (id) =>
    Array.from({ length: INITIAL_COLUMN_COUNT }, (_, i) =>
      createTableColumn(singleLineText, `${id}_col${i + 1}`, id, `列${i + 1}`)),
  valueShape: 'rows',
  conditionKind: 'presence',
  // One empty row (one cell per column) unless the designer filled rows in.
  initialValue: (control) => (Array.isArray(control.props?.value) && control.props.value.length > 0 ? cloneValue(control.props.value) : [columnsOf(control).map(() => undefined)]),
});

declare module '../../model/control' {
  interface ControlTypeIds { table: 15 }
}
