// Issue 30: the .xlsx export read back with exceljs — typed cells, a sheet per flow and per detail table keyed by
// 审批编号, the frozen header, fitted widths, and the fields hidden from the viewer absent.
import ExcelJS from 'exceljs';
import { instanceExportRows, type ExportInstance } from '../../../domain/export/instance-export-rows';
import { EXPORT_OPTIONS } from '../../../application/export/export-options';
import { operationLogSheet } from '../../../application/export/operation-log-sheet';
import { expenseForm, purchaseForm, tripForm } from '../../../adapters/demo/seed/seed-forms';
import { XlsxBook, textWidth } from '../../../ui/export/xlsx-book';
import { approvalBackend } from '../../adapters/demo/approval-kit';

const UTC = { wallClock: (iso: string) => Date.parse(iso) };
const options = { ...EXPORT_OPTIONS, ...UTC };

function instance(id: string, fields: Partial<ExportInstance>): ExportInstance {
  return {
    id, title: `申请 ${id}`, modelId: 'model-expense', modelName: '费用报销', status: 'approved',
    applicant: { name: '张三', department: '研发部' }, createdAt: '2025-03-03T09:30:00.000Z', updatedAt: '2025-03-04T10:00:00.000Z',
    currentNodes: [], form: expenseForm(), values: {}, ...fields,
  };
}

async function readBack(book: XlsxBook, empty: Parameters<XlsxBook['finish']>[0] = { key: 'x', name: '申请', columns: [] }): Promise<ExcelJS.Workbook> {
  const file = await book.finish(empty);
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(file);
  return read;
}

const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('xlsx export', () => {
  test('export: a 关联审批单 shows its linked instances by title (and 审批编号 when they have one), not by id (issue 41)', async () => {
    const book = new XlsxBook(ExcelJS);
    book.add(instanceExportRows(instance('p1', {
      modelId: 'model-purchase', modelName: '采购', form: purchaseForm(),
      values: { purchase_item: '显示器', purchase_related: ['inst-7', 'inst-9', 'inst-gone'] },
      names: { instances: { 'inst-7': { title: '张三的请假', serialNo: 'QJ202611240007' }, 'inst-9': { title: '张三的出差' } } },
    }), options));
    const sheet = (await readBack(book)).getWorksheet('采购')!;
    const related = sheet.getRow(2).getCell(header(sheet).indexOf('关联审批单') + 1).value;
    // An id the backend did not name (deleted meanwhile) stays as it is rather than vanishing.
    expect(related).toBe('张三的请假（QJ202611240007）、张三的出差、inst-gone');
  });


  test('export: one row per instance with numbers as numbers, dates as dates and choices as their labels', async () => {
    const book = new XlsxBook(ExcelJS);
    book.add(instanceExportRows(instance('e1', {
      serialNo: 'BX202503030001',
      values: { expense_title: '出差报销', expense_items: [[1, '120.50', '高铁'], [2, '80', '']], expense_total: '200.50', expense_advance: 0, expense_due: '200.50' },
    }), options));
    book.add(instanceExportRows(instance('t1', {
      modelId: 'model-trip', modelName: '出差', status: 'pending', form: tripForm(),
      currentNodes: [{ nodeName: '直属主管', userNames: ['周敏'] }],
      values: { trip_start: '2025-04-01', trip_end: '2025-04-03', trip_vehicle: 2 },
    }), options));
    const read = await readBack(book);
    expect(read.worksheets.map((s) => s.name)).toEqual(['费用报销', '费用报销-费用明细', '出差']);

    const expense = read.getWorksheet('费用报销')!;
    expect(header(expense).slice(0, 10)).toEqual(['审批编号', '标题', '流程', '申请人', '部门', '状态', '提交时间', '完成时间', '当前节点', '当前审批人']);
    const row = expense.getRow(2);
    expect(row.getCell(1).value).toBe('BX202503030001');
    expect(row.getCell(6).value).toBe('已通过');
    expect(row.getCell(7).value).toEqual(new Date('2025-03-03T09:30:00.000Z'));
    expect(row.getCell(8).value).toEqual(new Date('2025-03-04T10:00:00.000Z'));
    const advance = header(expense).indexOf('已预支金额') + 1;
    expect(row.getCell(advance).value).toBe(0);
    expect(row.getCell(header(expense).indexOf('报销合计') + 1).value).toBe(200.5);

    const details = read.getWorksheet('费用报销-费用明细')!;
    expect(header(details)).toEqual(['审批编号', '费用类型', '金额', '说明']);
    expect((details.getRow(2).values as unknown[]).slice(1)).toEqual(['BX202503030001', '差旅费', 120.5, '高铁']);
    expect(details.getRow(3).getCell(2).value).toBe('餐费');
    expect(details.rowCount).toBe(3);

    const trip = read.getWorksheet('出差')!;
    const tripRow = trip.getRow(2);
    expect(tripRow.getCell(1).value).toBe('—'); // issue 43 #8: no 审批编号 rule, no internal id
    expect(tripRow.getCell(8).value).toBeNull();
    expect([tripRow.getCell(9).value, tripRow.getCell(10).value]).toEqual(['直属主管', '周敏']);
    expect(tripRow.getCell(header(trip).indexOf('出发日期') + 1).value).toEqual(new Date('2025-04-01T00:00:00.000Z'));
    expect(tripRow.getCell(header(trip).indexOf('交通工具') + 1).value).toBe('高铁');
    expect(trip.getColumn(header(trip).indexOf('出发日期') + 1).numFmt).toBe('yyyy-mm-dd');
  });

  test('export: the header row is frozen and column widths fit the longest text', async () => {
    const book = new XlsxBook(ExcelJS);
    book.add(instanceExportRows(instance('e1', { title: '一个相当长的报销申请标题用来撑开列宽', values: {} }), options));
    const sheet = (await readBack(book)).getWorksheet('费用报销')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(textWidth('一个相当长的报销申请标题用来撑开列宽') + 2);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  test('export: the fields hidden from the viewer are absent (陈静, copied where 请假事由 is hidden)', async () => {
    const backend = await approvalBackend();
    const exportedAs = async (userId: string) => {
      await backend.as(userId);
      const [leave] = (await backend.post('/flow/workflow/instance/export_instances', { ids: ['inst-5'] })).body.data;
      const book = new XlsxBook(ExcelJS);
      book.add(instanceExportRows(leave, options));
      return header((await readBack(book)).worksheets[0]!);
    };
    expect(await exportedAs('u-admin-1')).not.toContain('请假事由');
    expect(await exportedAs('u-hr-head')).toContain('请假事由');
  });

  test('export: a file with no rows still opens, with the header of its empty sheet', async () => {
    const read = await readBack(new XlsxBook(ExcelJS), { key: 'none', name: '待我审批', columns: [{ id: 'a', header: '审批编号', kind: 'text' }] });
    expect(read.worksheets.map((s) => [s.name, header(s)])).toEqual([['待我审批', ['审批编号']]]);
  });

  test('export: 操作日志 on its own sheet with the time as a date', async () => {
    const book = new XlsxBook(ExcelJS);
    book.add([operationLogSheet([{ id: 'l1', userName: '周敏', action: 'save_model_design', target: '请假', at: '2025-03-03T09:30:00.000Z' }])]);
    const sheet = (await readBack(book)).getWorksheet('操作日志')!;
    expect(header(sheet)).toEqual(['时间', '操作人', '操作', '对象', '变更', '说明']);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(2).value).toBe('周敏');
  });
});
