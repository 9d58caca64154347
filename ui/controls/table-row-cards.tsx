import { Button } from 'antd';
import type { Control, TableColumn } from '../../domain/model/control';
import type { ControlContext, ControlMode } from './control-props';
import { controlLabel, isControlDisabled } from './control-props';
import { TableCell } from './table-cell';
import './table-row-cards.css';

/** What a table's rows can have done to them, shared by the desktop table and the phone's cards. */
export interface TableRowActions {
  add(): void;
  copy(rowIndex: number): void;
  remove(rowIndex: number): void;
  setCell(rowIndex: number, column: TableColumn, cell: unknown): void;
  blurCell(rowIndex: number, column: TableColumn): void;
}

interface TableRowCardsProps {
  table: Control;
  /** The visible columns, in order. */
  columns: readonly TableColumn[];
  /** Every column (a row's cells follow this order, hidden columns included). */
  allColumns: readonly TableColumn[];
  rows: readonly unknown[][];
  /** `总计：…` by column id. */
  footer: Readonly<Record<string, string>>;
  editable: boolean;
  mode: ControlMode;
  cellErrors?: Readonly<Record<string, string>>;
  cellContext: ControlContext;
  actions: TableRowActions;
}

/**
 * A table (明细表) on a phone: each row a card headed 第 N 行 with 复制 and 删除, its fields one under the other
 * under their column titles, then + 添加一行 and the columns' totals (总计). Nothing is wider than the screen.
 */
export function TableRowCards({ table, columns, allColumns, rows, footer, editable, mode, cellErrors, cellContext, actions }: TableRowCardsProps) {
  const title = controlLabel(table);
  const sums = columns.filter((column) => footer[column.id]);
  return (
    <div className="table-control table-row-cards">
      {rows.map((row, rowIndex) => (
        <section key={rowIndex} className="table-row-card" aria-label={`${title} 第 ${rowIndex + 1} 行`}>
          <header className="table-row-card-head">
            <span className="table-row-card-title">第 {rowIndex + 1} 行</span>
            {editable && (
              <span className="table-row-card-actions">
                <Button type="link" onClick={() => actions.copy(rowIndex)}>复制</Button>
                {/* The last row stays: 删除 is disabled and says why (no hover tooltip on a phone). */}
                <Button type="link" danger disabled={rows.length <= 1} title={rows.length <= 1 ? '至少保留一行' : undefined}
                  onClick={() => actions.remove(rowIndex)}>删除</Button>
              </span>
            )}
          </header>
          {columns.map((column) => {
            const error = cellErrors?.[`${rowIndex}:${column.id}`];
            return (
              <div key={column.id} className="table-row-card-field" data-column-id={column.id}>
                <div className="table-row-card-label">
                  {column.config?.required && editable && <span className="control-required">*</span>}
                  {controlLabel(column)}
                </div>
                <TableCell
                  column={column}
                  value={row[allColumns.indexOf(column)]}
                  mode={mode}
                  disabled={!editable || isControlDisabled(column, mode)}
                  error={error}
                  context={cellContext}
                  onChange={(cell) => actions.setCell(rowIndex, column, cell)}
                  onBlur={() => actions.blurCell(rowIndex, column)}
                />
                {error && <div className="control-error" role="alert">{error}</div>}
              </div>
            );
          })}
        </section>
      ))}
      {editable && <Button type="dashed" block className="table-row-cards-add" onClick={actions.add}>+ 添加一行</Button>}
      {sums.length > 0 && (
        <div className="table-footer table-row-cards-sums">
          {sums.map((column) => (
            <div key={column.id} className="table-row-cards-sum" data-column-id={column.id}>
              <span className="table-row-card-label">{controlLabel(column)}</span>
              <span className="table-sum">{footer[column.id]}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
