import { Space } from 'antd';
import type { ControlBodyProps } from '../../control-props';

/** Table statistics (moduleId 21): the live total of its rules; with isShowBillsCount, the bills count too. */
export function TableStatisticsControl({ control, value, context }: ControlBodyProps) {
  const total = value === undefined || value === null || value === '' ? '0' : String(value);
  return (
    <Space className="control-computed table-statistics" style={{ minHeight: 32, padding: '4px 11px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, width: '100%', boxSizing: 'border-box' }}>
      <span>合计：<span className="control-computed-value">{total}</span></span>
      {control.props?.isShowBillsCount === true && (
        <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>单据数：<span className="bills-count">{context?.billsCount ?? 0}</span></span>
      )}
    </Space>
  );
}
