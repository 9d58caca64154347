import { formatPrintValue } from '../../../domain/print/print-values';
import { leaveSource, leaveWithTableForm, printControl } from '../../fixtures/print-fixtures';

const form = leaveWithTableForm();
const control = (id: string) => form.controls.find((c) => c.id === id)!;
const text = (id: string, value: unknown) => formatPrintValue(control(id), value);

describe('values as an approver reads them', () => {
  test('choices print by label', () => {
    expect(text('type', 2)).toEqual({ kind: 'text', text: '事假' });
    expect(formatPrintValue(printControl(10, 'm', '多选', { children: [{ id: 1, value: '甲' }, { id: 2, value: '乙' }] }), [2, 1]))
      .toEqual({ kind: 'text', text: '乙、甲' });
  });

  test('regions print by name', () => {
    expect(text('region', ['上海市', '市辖区', '徐汇区'])).toEqual({ kind: 'text', text: '上海市 / 市辖区 / 徐汇区' });
  });

  test("dates print in the control's format", () => {
    expect(text('back', '2025-03-13')).toEqual({ kind: 'text', text: '2025年03月13日' });
    expect(text('range', ['2025-03-10 09:00', '2025-03-12 18:00'])).toEqual({ kind: 'text', text: '2025-03-10 09:00 至 2025-03-12 18:00' });
  });

  test('amounts print with their table sums 总计：', () => {
    const value = formatPrintValue(control('items'), leaveSource(3).values.items);
    expect(value).toEqual({
      kind: 'table', columns: ['项目', '金额'],
      rows: [['项目1', '1.10'], ['项目2', '2.10'], ['项目3', '3.10']],
      footer: ['', '总计：6.3'],
    });
  });

  test('computed values print with their unit', () => {
    expect(formatPrintValue(printControl(6, 'n', '金额', { props: { unity: '元' } }), 12.5)).toEqual({ kind: 'text', text: '12.5元' });
    expect(formatPrintValue(printControl(25, 'd', '时长', { props: { unit: 'hours' } }), '3.50')).toEqual({ kind: 'text', text: '3.50 小时' });
  });

  test('rich text keeps its HTML for the sanitiser and gives a plain reading', () => {
    const value = formatPrintValue(printControl(14, 'r', '说明'), '<p>第一天&nbsp;上海</p><script>x()</script><p>第二天</p>');
    expect(value).toEqual({ kind: 'html', html: '<p>第一天&nbsp;上海</p><script>x()</script><p>第二天</p>', text: '第一天 上海\n第二天' });
  });

  test('attachments taking part in printing print their images as pictures, others by name', () => {
    const files = { attachments: ['f1', 'f2'], fileList: ['假条.jpg', '说明.pdf'] };
    expect(text('proof', files)).toEqual({ kind: 'files', asImages: false, files: [
      { id: 'f1', name: '假条.jpg', image: true }, { id: 'f2', name: '说明.pdf', image: false },
    ] });
    const printing = printControl(11, 'p', '附件', { config: { title: '附件', isPrint: true } });
    expect(formatPrintValue(printing, files)).toMatchObject({ kind: 'files', asImages: true });
  });

  test('objects never print as [object Object]', () => {
    expect(formatPrintValue(printControl(20, 'x', '远程'), { name: '北京大学' })).toEqual({ kind: 'text', text: '北京大学' });
  });
});
