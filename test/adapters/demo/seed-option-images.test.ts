// Issue 14, item 10: the seeded image-choice options (报销's 收款方式) showed empty cards. Their imgURL is now
// the storage's own get_file link (allowed for option images; data: URLs are not), and the demo storage holds
// the pictures: the link answers with an image the browser can draw.
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../adapters/demo/demo-handlers';
import { seedForms } from '../../../adapters/demo/seed/seed-forms';
import { createSeedTables } from '../../../adapters/demo/seed/seed-state';
import { OPTION_IMAGE_HEIGHT, OPTION_IMAGE_WIDTH } from '../../../adapters/demo/seed/seed-option-images';
import { DemoStore } from '../../../server/core/store/demo-store';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import type { ControlOption } from '../../../domain/model/control';
import { isSafeImageUrl } from '../../../domain/model/image-url';

const ORIGIN = 'http://demo.test';
const server = setupServer();
beforeAll(async () => {
  const store = await DemoStore.open(new MemoryDemoDb(), createSeedTables);
  server.use(...createHandlers(store));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const imageOptions = seedForms().flatMap((form) => form.controls.filter((c) => c.moduleId === 13))
  .flatMap((control) => (control.children as ControlOption[]).map((option) => ({ control: control.id, option })));

test('the seeded image-choice options have image links an option may hold', () => {
  expect(imageOptions.length).toBeGreaterThan(0);
  for (const { option } of imageOptions) expect(isSafeImageUrl(option.imgURL)).toBe(true);
});

test.each(imageOptions.map(({ control, option }) => [control, option.value, option.imgURL as string]))(
  '%s / %s: the link answers with a drawable image (image type, inline, a BMP of positive size)',
  async (_control, _name, url) => {
    const response = await fetch(new URL(url, ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/bmp');
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
    const bytes = new DataView(await response.arrayBuffer());
    expect(String.fromCharCode(bytes.getUint8(0), bytes.getUint8(1))).toBe('BM');
    expect(bytes.getUint32(2, true)).toBe(bytes.byteLength);
    expect(bytes.getInt32(18, true)).toBe(OPTION_IMAGE_WIDTH);
    expect(Math.abs(bytes.getInt32(22, true))).toBe(OPTION_IMAGE_HEIGHT);
    expect(bytes.getUint16(28, true)).toBe(24);
  },
);
