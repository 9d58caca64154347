export type { DataTableContent, DataTableField, DataTableFieldType, DataTableRow } from './data-table';
export { fieldTypeOf, isEmptyCell, type CellReading, type FieldTypeModule } from './field-types';
export { matchRows } from './match-rows';
export { applyDataTableEdits, describeRowChange, RowEditMessages, type CellChange, type DataTableEdit, type EditOutcome, type RowChange } from './row-edits';
export {
  checkDataTableAccess, dataTableAccessOf, DataTableAccessMessages, mayEditDataTable, mayViewDataTable, OPEN_ACCESS,
  type DataTableAccess, type MemberScope,
} from './data-table-access';
