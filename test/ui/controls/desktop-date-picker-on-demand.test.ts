/** @jest-environment jest-fixed-jsdom */
// Issue 31: a phone's date, time and range fields never download antd's desktop picker (~84 KB gzip); a desktop
// form loads it with its date control.
import { phoneViewport } from '../phone/phone-viewport';

let pickerLoads = 0;

async function preloadAt(width: number | undefined): Promise<void> {
  const viewport = width === undefined ? undefined : phoneViewport(width);
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('antd/es/date-picker', () => {
        pickerLoads += 1;
        return { __esModule: true, default: Object.assign(() => null, { RangePicker: () => null }) };
      });
      const { preloadDesktopDatePickers } = await import('../../../ui/controls/desktop-date-pickers');
      await preloadDesktopDatePickers();
    });
  } finally {
    viewport?.restore();
  }
}

beforeEach(() => { pickerLoads = 0; });

test('on a phone the date controls never load antd\'s desktop date picker', async () => {
  await preloadAt(390);
  expect(pickerLoads).toBe(0);
});

test('on a desktop the date controls load antd\'s date picker with their chunk', async () => {
  await preloadAt(undefined);
  expect(pickerLoads).toBe(1);
});
