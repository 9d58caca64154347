import type { DataTableFieldType } from '../data-table';
import { dateField } from './date-field';
import type { FieldTypeModule } from './field-type-module';
import { numberField } from './number-field';
import { stringField } from './string-field';

export type { CellReading, FieldTypeModule } from './field-type-module';
export { isEmptyCell } from './field-type-module';

/** One module per column type; a new type is one file plus one line here. */
const FIELD_TYPES: Readonly<Record<DataTableFieldType, FieldTypeModule>> = {
  string: stringField,
  number: numberField,
  date: dateField,
};

/** The module of a column type; an unknown type (a loose backend) reads as text. */
export function fieldTypeOf(type: string): FieldTypeModule {
  return Object.prototype.hasOwnProperty.call(FIELD_TYPES, type) ? FIELD_TYPES[type as DataTableFieldType] : stringField;
}
