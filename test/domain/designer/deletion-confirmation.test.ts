import { deletionNeedsConfirmation } from '../../../domain/designer/deletion-confirmation';
import { loadAllControlsForm } from '../../fixtures/all-controls';

describe('deletions that need the 删除控件确认 confirmation', () => {
  const form = loadAllControlsForm();

  test('a column used in history data calls needs confirmation', () => {
    const check = deletionNeedsConfirmation(form, 'expenseAmount', { historyDataCalls: ['expenseAmount'] });
    expect(check).toMatchObject({ needsConfirmation: true, reasons: ['historyDataCalls'], title: '删除控件确认' });
  });

  test('a field used in link conditions needs confirmation (found in the form itself)', () => {
    // the fixture's budget control has a link condition on the applicant field
    expect(deletionNeedsConfirmation(form, 'applicant')).toMatchObject({ needsConfirmation: true, reasons: ['linkConditions'] });
    expect(deletionNeedsConfirmation(form, 'expenseItem', { linkConditions: ['expenseItem'] }).reasons).toEqual(['linkConditions']);
  });

  test('a column used in params or schemas needs confirmation', () => {
    expect(deletionNeedsConfirmation(form, 'expenseDate', { params: ['expenseDate'] }).reasons).toEqual(['params']);
    expect(deletionNeedsConfirmation(form, 'expenseDate', { schemas: ['expenseDate'] }).reasons).toEqual(['schemas']);
  });

  test('all reasons are listed together', () => {
    const check = deletionNeedsConfirmation(form, 'applicant', { historyDataCalls: ['applicant'], params: ['applicant'], schemas: ['applicant'] });
    expect(check.reasons).toEqual(['historyDataCalls', 'linkConditions', 'params', 'schemas']);
  });

  test('an unused column is deleted without confirmation', () => {
    expect(deletionNeedsConfirmation(form, 'expenseRemark', { historyDataCalls: ['x'], params: ['y'] })).toEqual({ needsConfirmation: false, reasons: [] });
  });
});
