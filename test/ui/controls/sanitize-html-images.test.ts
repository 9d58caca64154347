/** @jest-environment jest-fixed-jsdom */
// Issue 32, item 15: rich text fetches images only from the app's own storage (no tracking beacons).
import { sanitizeHtml, stripPastedStyles } from '../../../ui/rich-text/sanitize-html';
import { trustStoredImagesFrom } from '../../../ui/rich-text/own-image-source';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function imagesOf(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
}

afterEach(() => trustStoredImagesFrom([]));

describe('rich text loads images only from the app\'s own storage', () => {
  it('an image from a foreign site is not loaded but shown as a link to it', () => {
    const out = sanitizeHtml('<p>报销单<img src="https://tracker.example/pixel.gif?who=1" alt="发票"></p>');
    expect(imagesOf(out)).toEqual([]);
    const box = document.createElement('div');
    box.innerHTML = out;
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://tracker.example/pixel.gif?who=1');
    expect(link?.textContent).toBe('[外部图片] 发票');
  });

  it('an image the editor uploaded to the app\'s storage (same origin) is still shown', () => {
    const own = `${window.location.origin}/api/storage/get_file?_id=f1`;
    expect(imagesOf(sanitizeHtml(`<p><img src="${own}"></p>`))).toEqual([own]);
    expect(imagesOf(sanitizeHtml('<p><img src="/api/storage/get_file?_id=f2"></p>'))).toEqual(['/api/storage/get_file?_id=f2']);
  });

  it('the storage host of the runtime config (another origin) is trusted once the app names it', () => {
    const stored = 'https://files.corp.example/api/storage/get_file?_id=f3';
    expect(imagesOf(sanitizeHtml(`<img src="${stored}">`))).toEqual([]);
    trustStoredImagesFrom(['https://files.corp.example/api/storage/']);
    expect(imagesOf(sanitizeHtml(`<img src="${stored}">`))).toEqual([stored]);
    expect(imagesOf(sanitizeHtml('<img src="https://files.corp.example/other/pixel.gif">'))).toEqual([]);
  });

  it('a raster data: URL the editor made stays; an SVG data: URL does not', () => {
    expect(imagesOf(sanitizeHtml(`<img src="${PNG}">`))).toEqual([PNG]);
    expect(imagesOf(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zy8+">'))).toEqual([]);
  });

  it('a same-origin path outside storage, srcset and video posters fetch nothing either', () => {
    const out = sanitizeHtml('<img src="/flow/workflow/instance/approve?x=1"><img src="/api/storage/get_file?_id=a" srcset="https://t.example/a.png 2x"><video poster="https://t.example/p.png"></video>');
    expect(imagesOf(out)).toEqual(['/api/storage/get_file?_id=a']);
    expect(out).not.toContain('t.example');
  });

  it('pasted content follows the same rule', () => {
    expect(imagesOf(stripPastedStyles('<p><img src="http://beacon.example/x.png"></p>'))).toEqual([]);
  });
});
