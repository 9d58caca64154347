import { NOTICE_IDS, TASK_IDS, TICKET_ID, WORKFLOW_ID } from '../../../domain/model/constant-ids';
import { FILE_TYPE_GROUPS, IMAGE_EXTENSIONS, acceptOfGroup, groupOfExtension } from '../../../domain/model/file-type-groups';
import { DEFAULT_NOTIFICATION_MODE, NOTIFICATION_MODES, notificationModeOf } from '../../../domain/model/notification-mode';
import { TRADING_CATEGORIES, tradingCategoryLabel } from '../../../domain/model/trading-categories';
import { isAttachmentValueEmpty } from '../../../domain/model/values';
import { REJECT_TEXT_LIMIT } from '../../../domain/model/reject-payload';
import { FORM_VALUE_PAGE_SIZE } from '../../../domain/model/form-value';

describe('notification mode', () => {
  test('values are 99 normal, 10 weak, 0 none', () => {
    expect(NOTIFICATION_MODES.map((m) => m.value)).toEqual([99, 10, 0]);
  });

  test('99 is used when none is stored', () => {
    expect(DEFAULT_NOTIFICATION_MODE).toBe(99);
    expect(notificationModeOf(undefined)).toBe(99);
    expect(notificationModeOf(null)).toBe(99);
    expect(notificationModeOf('')).toBe(99);
    expect(notificationModeOf(5)).toBe(99);
  });

  test('a stored mode is kept, also when it comes as a string', () => {
    expect(notificationModeOf(0)).toBe(0);
    expect(notificationModeOf(10)).toBe(10);
    expect(notificationModeOf('0')).toBe(0);
    expect(notificationModeOf('10')).toBe(10);
  });
});

describe('trading categories', () => {
  test('all 11 codes of the spec have a label', () => {
    expect(Object.keys(TRADING_CATEGORIES)).toEqual([
      'deposit', 'award', 'depositRetained', 'sharing', 'withdraw', 'withdrawByUser', 'refund', 'buyHfsMember',
      'prepay', 'commonQuan', 'other',
    ]);
    expect(tradingCategoryLabel('withdraw')).toBe('提现');
  });

  test('an unknown code is shown as it is', () => {
    expect(tradingCategoryLabel('mystery')).toBe('mystery');
    expect(tradingCategoryLabel('toString')).toBe('toString');
  });
});

describe('constant ids', () => {
  test('ticket 87, workflow 104, task 157 or 177, notice 155 or 179', () => {
    expect([TICKET_ID, WORKFLOW_ID, [...TASK_IDS], [...NOTICE_IDS]]).toEqual([87, 104, [157, 177], [155, 179]]);
  });
});

describe('file type groups', () => {
  test('the groups of spec 9 with their extensions, custom last', () => {
    expect(FILE_TYPE_GROUPS.map((g) => g.key)).toEqual(['documents', 'images', 'audio', 'video', 'archives', 'custom']);
    expect(FILE_TYPE_GROUPS[0].extensions).toHaveLength(15);
    expect(FILE_TYPE_GROUPS[2].extensions).toHaveLength(11);
    expect(FILE_TYPE_GROUPS[3].extensions).toHaveLength(8);
    expect(FILE_TYPE_GROUPS[4].extensions).toEqual(['rar', 'zip', '7z', 'gz', 'arj', 'z']);
  });

  test('a group becomes dot extensions joined by commas', () => {
    expect(acceptOfGroup('images')).toBe('.jpg,.jpeg,.png,.gif,.bmp,.psd,.tif');
    expect(acceptOfGroup('custom')).toBe('');
  });

  test('extensions map to their group', () => {
    expect(groupOfExtension('.PDF')).toBe('documents');
    expect(groupOfExtension('mp4')).toBe('video');
    expect(groupOfExtension('exe')).toBe('custom');
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'psd', 'tif']);
  });
});

describe('values and limits', () => {
  test('empty attachments count as missing', () => {
    expect(isAttachmentValueEmpty({ attachments: [], fileList: [] })).toBe(true);
    expect(isAttachmentValueEmpty(undefined)).toBe(true);
    expect(isAttachmentValueEmpty({ attachments: ['f1'], fileList: ['a.pdf'] })).toBe(false);
  });

  test('reject text limit 800 and form-value page size 999', () => {
    expect(REJECT_TEXT_LIMIT).toBe(800);
    expect(FORM_VALUE_PAGE_SIZE).toBe(999);
  });
});
