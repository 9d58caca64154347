import type { Control } from '../../model/control';
import { columnsOf } from '../../tables/table-columns';
import { tableFooterSums } from '../../tables/table-sum';
import type { PrintValueFormatter } from '../print-value';
import { plainText } from '../print-value';
import type { PrintValue } from '../print-value';

/**
 * Table (15): one printed row per row of the value, each cell formatted as its column's control would be
 * (`formatCell`, the registry's formatter, passed in so the table needs no import of the registry), and
 * the sum row (`总计：…`, exact decimals, spec 5) when the table shows one.
 */
export function tableFormatter(formatCell: (column: Control, value: unknown) => PrintValue): PrintValueFormatter {
  return (table, value) => {
    const columns = columnsOf(table);
    const rows = Array.isArray(value) ? value.filter(Array.isArray) : [];
    const footerById = tableFooterSums(table, rows);
    const hasFooter = Object.keys(footerById).length > 0;
    return {
      kind: 'table',
      columns: columns.map((column) => column.config?.title ?? column.name),
      rows: rows.map((row) => columns.map((column, i) => plainText(formatCell(column, (row as unknown[])[i])))),
      ...(hasFooter ? { footer: columns.map((column) => footerById[column.id] ?? '') } : {}),
    };
  };
}
