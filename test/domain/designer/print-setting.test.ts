import { getControlType } from '../../../domain/controls/registry';
import { setParticipatesInPrinting } from '../../../domain/designer/print-setting';
import { deepFreeze } from '../../fixtures/deep-freeze';

const upload = (accept: string) => deepFreeze({ ...getControlType(11)!.create('u'), props: { accept } });

describe('participate in printing', () => {
  test('attachments taking part in printing must be image formats', () => {
    expect(setParticipatesInPrinting(upload('.pdf,.jpg'), true)).toEqual({
      ok: false, message: '附件参与打印格式只能为jpg、jpeg、png、gif、bmp、psd、tif',
    });
    const ok = setParticipatesInPrinting(upload('.jpg,.PNG'), true);
    expect(ok.ok && ok.value.config.isPrint).toBe(true);
  });

  test('an attachment without a type limit may be switched on (checked per file at upload)', () => {
    expect(setParticipatesInPrinting(upload(''), true).ok).toBe(true);
  });

  test('switching off is always allowed, and other controls are not restricted', () => {
    const off = setParticipatesInPrinting(upload('.pdf'), false);
    expect(off.ok && off.value.config.isPrint).toBe(false);
    expect(setParticipatesInPrinting(deepFreeze(getControlType(1)!.create('t')), true).ok).toBe(true);
  });
});
