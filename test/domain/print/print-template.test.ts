import { DEFAULT_PRINT_TEMPLATE, printedControls, readPrintTemplate, withPrintTemplate } from '../../../domain/print/print-template';
import { leaveWithTableForm } from '../../fixtures/print-fixtures';

describe('print template', () => {
  test('the default layout prints every control whose 参与打印 is on, in form order', () => {
    const ids = printedControls(DEFAULT_PRINT_TEMPLATE, leaveWithTableForm()).map((c) => c.id);
    // 说明 and 打印 cannot print; 内部备注 switched 参与打印 off; an attachment starts with it off.
    expect(ids).toEqual(['type', 'range', 'back', 'region', 'reason', 'items']);
  });

  test('a customised layout prints the chosen controls in the chosen order, skipping unknown ids and buttons', () => {
    const template = { ...DEFAULT_PRINT_TEMPLATE, layout: 'custom' as const, controlIds: ['reason', 'gone', 'print', 'secret', 'type'] };
    expect(printedControls(template, leaveWithTableForm()).map((c) => c.id)).toEqual(['reason', 'secret', 'type']);
  });

  test('a design without a template prints with the defaults; the older top-level isPDF is honoured', () => {
    expect(readPrintTemplate(undefined)).toEqual(DEFAULT_PRINT_TEMPLATE);
    expect(readPrintTemplate({ printType: 'html', isPDF: true }).isPDF).toBe(true);
  });

  test('malformed stored fields fall back to their defaults, valid ones are kept', () => {
    const template = readPrintTemplate({ print: {
      layout: 'custom', paper: 'B5', orientation: 'landscape', margins: { top: 99, left: 5 }, systemFields: ['applicant', 'bogus'],
      watermark: 7, pageNumbers: false,
    } });
    expect(template.layout).toBe('custom');
    expect(template.paper).toBe('A4');
    expect(template.orientation).toBe('landscape');
    expect(template.margins).toEqual({ top: 15, right: 15, bottom: 15, left: 5 });
    expect(template.systemFields).toEqual(['applicant']);
    expect(template.watermark).toBe('');
    expect(template.pageNumbers).toBe(false);
  });

  test('the template is saved in the settings, other settings kept, isPDF mirrored', () => {
    const settings = withPrintTemplate({ printType: 'html', other: 1 }, { ...DEFAULT_PRINT_TEMPLATE, isPDF: true, title: 'T' });
    expect(settings.other).toBe(1);
    expect(settings.isPDF).toBe(true);
    expect(readPrintTemplate(settings).title).toBe('T');
  });
});
