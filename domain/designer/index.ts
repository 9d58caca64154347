/** Designer rules as pure operations on the form model (each returns new objects). */
export * from './designer-result';
export * from './form-ops';
export * from './panel-defaults';
export * from './default-value-type';
export * from './options';
export * from './logic';
export * from './text-length-limit';
export * from './count-limit';
export * from './width';
export * from './layout';
export { addColumn, editColumn, moveColumn, deleteColumn, setColumnWidth, setColumnMinWidth, setColumnFixed,
  setShowSummary, setSummaryColumns, numberColumns, summedColumns } from './table-columns';
export * from './table-statistics-rules';
export * from './file-type-limit';
export * from './title-lock';
export * from './deletion-confirmation';
export * from './print-setting';
export * from './option-source';
