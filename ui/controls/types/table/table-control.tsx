import { useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import type { Control, TableColumn } from '../../../../domain/model/control';
import { columnsOf, isNumberColumn } from '../../../../domain/tables/table-columns';
import { checkDeleteRow, emptyRow } from '../../../../domain/tables/table-rows';
import { clampTableNumber } from '../../../../domain/tables/table-number';
import { tableFooterSums } from '../../../../domain/tables/table-sum';
import type { ControlBodyProps, ControlContext } from '../../control-props';
import { controlLabel, isControlDisabled } from '../../control-props';
import { TableCell } from '../../table-cell';
import { useAppMessage } from '../../../hooks/app-message';
import { useIsPhone } from '../../../hooks/use-is-phone';
import { TableRowCards, type TableRowActions } from '../../table-row-cards';

type Rows = unknown[][];

export function tableRowsOf(value: unknown, table: Control): Rows {
  if (Array.isArray(value) && value.length > 0) return value.map((row) => (Array.isArray(row) ? row : []));
  return [emptyRow(table)];
}

/** A number cell is clamped to min/max and rounded to decimalNum places when it loses focus (spec 5). */
export function normaliseNumberCell(column: TableColumn, cell: unknown): unknown {
  if (!isNumberColumn(column) || cell === '' || cell === undefined || cell === null) return cell;
  const clamped = clampTableNumber(column, cell);
  return clamped === undefined ? cell : String(clamped);
}

/**
 * Table (moduleId 15): rows of cells, one column control per cell (rendered by the same registry, compact);
 * add, copy and delete rows (never the last one); footer sums `总计：…` over the number columns.
 */
export function TableControl({ control, value, onChange, disabled, mode, context }: ControlBodyProps) {
  const message = useAppMessage();
  const isPhone = useIsPhone();
  const columns = columnsOf(control).filter((column) => column.config?.hidden !== true);
  const allColumns = columnsOf(control);
  const rows = tableRowsOf(value, control);
  // Memoised cells keep their first callbacks: they must read the latest rows, not the ones of their render.
  const latest = useRef(rows);
  latest.current = rows;
  const editable = mode === 'fill' && !disabled;
  const footer = context?.footerSums ?? tableFooterSums(control, rows);
  const setCell = (rowIndex: number, columnIndex: number, cell: unknown) => {
    const next = latest.current.map((row, r) => (r === rowIndex ? Object.assign([...row], { [columnIndex]: cell }) : row));
    latest.current = next;
    onChange?.(next);
  };
  const cellContext: ControlContext = { ...context, inTable: true, cellErrors: undefined, footerSums: undefined };
  const actions: TableRowActions = {
    add: () => onChange?.([...latest.current, emptyRow(control)]),
    copy: (rowIndex) => onChange?.([...latest.current.slice(0, rowIndex + 1), [...latest.current[rowIndex]], ...latest.current.slice(rowIndex + 1)]),
    remove: (rowIndex) => {
      const problem = checkDeleteRow(latest.current.length);
      if (problem) { void message.warning(problem); return; }
      onChange?.(latest.current.filter((_, r) => r !== rowIndex));
    },
    setCell: (rowIndex, column, cell) => setCell(rowIndex, allColumns.indexOf(column), cell),
    blurCell: (rowIndex, column) => {
      const columnIndex = allColumns.indexOf(column);
      const cell = latest.current[rowIndex]?.[columnIndex];
      const normalised = normaliseNumberCell(column, cell);
      if (normalised !== cell) setCell(rowIndex, columnIndex, normalised);
      context?.onCellBlur?.(rowIndex, column.id);
    },
  };
  // On a phone each row is a card of labelled fields (a table of several columns is wider than the screen).
  if (isPhone) {
    return (
      <TableRowCards table={control} columns={columns} allColumns={allColumns} rows={rows} footer={footer} editable={editable}
        mode={mode} cellErrors={context?.cellErrors} cellContext={cellContext} actions={actions} />
    );
  }
  return (
    <div className="table-control" style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: columns.length * 90 + 120 }}>
        <thead>
          <tr style={{ background: '#fafafa' }}>
            <th style={{ ...cellStyle(48), textAlign: 'center' }}>序号</th>
            {columns.map((column) => (
              <th key={column.id} style={cellStyle(column.colProps?.width, column.colProps?.isMinWidth)}>
                {column.config?.required && <span style={{ color: '#ff4d4f' }}>*</span>}
                {controlLabel(column)}
              </th>
            ))}
            {editable && <th style={cellStyle(120)}>操作</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="table-row">
              <td className="table-index-cell" style={INDEX_CELL_STYLE}>{rowIndex + 1}</td>
              {columns.map((column) => {
                const columnIndex = allColumns.indexOf(column);
                const error = context?.cellErrors?.[`${rowIndex}:${column.id}`];
                return (
                  <td key={column.id} style={cellStyle(column.colProps?.width, column.colProps?.isMinWidth)} data-column-id={column.id}>
                    <TableCell
                      column={column}
                      value={row[columnIndex]}
                      mode={mode}
                      disabled={!editable || isControlDisabled(column, mode)}
                      error={error}
                      context={cellContext}
                      onChange={(cell) => setCell(rowIndex, columnIndex, cell)}
                      onBlur={() => actions.blurCell(rowIndex, column)}
                    />
                    {error && <div className="control-error" role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>{error}</div>}
                  </td>
                );
              })}
              {editable && (
                <td style={cellStyle(120)}>
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => actions.copy(rowIndex)}>复制</Button>
                    <Tooltip title={rows.length <= 1 ? '至少保留一行' : undefined}>
                      <Button
                        type="link"
                        size="small"
                        danger
                        disabled={rows.length <= 1}
                        onClick={() => actions.remove(rowIndex)}
                      >删除</Button>
                    </Tooltip>
                  </Space>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {Object.keys(footer).length > 0 && (
          <tfoot>
            <tr className="table-footer" style={{ background: '#fafafa' }}>
              <td style={cellStyle(48)} />
              {columns.map((column) => (
                <td key={column.id} style={cellStyle(column.colProps?.width)} className="table-sum">{footer[column.id] ?? ''}</td>
              ))}
              {editable && <td style={cellStyle(120)} />}
            </tr>
          </tfoot>
        )}
      </table>
      {editable && (
        <Button type="dashed" block style={{ marginTop: 8 }} onClick={actions.add}>+ 添加一行</Button>
      )}
    </div>
  );
}

/** 序号 centred on the row's first line: level with the 32 px inputs beside it, not stuck to the cell's top. */
const INDEX_CELL_STYLE: React.CSSProperties = { ...cellStyle(48), textAlign: 'center', lineHeight: '32px', color: 'rgba(0, 0, 0, 0.65)' };

function cellStyle(width?: number, isMinWidth?: boolean): React.CSSProperties {
  return {
    border: '1px solid #f0f0f0',
    padding: 4,
    textAlign: 'left',
    verticalAlign: 'top',
    ...(width ? (isMinWidth ? { minWidth: width } : { width, minWidth: width }) : {}),
  };
}
