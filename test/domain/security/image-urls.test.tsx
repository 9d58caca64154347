/** @jest-environment jest-fixed-jsdom */
// Issue 18 item 8: image-choice option images accept only http(s) links and the storage's own paths.
import { render } from '@testing-library/react';
import { isSafeImageUrl } from '../../../domain/model/image-url';
import { checkForm } from '../../../domain/form-check/check-form';
import { ImageChoiceControl } from '../../../ui/controls/types/image-choice/image-choice-control';
import type { Control } from '../../../domain/model/control';

const HOSTILE = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
];

const imageChoice = (imgURL: string): Control => ({
  id: 'pic', moduleId: 13, name: '图片选择', config: { title: '图片选择' }, props: {},
  children: [{ id: 1, value: '甲', imgURL }, { id: 2, value: '乙', imgURL: 'https://cdn.example/b.png' }],
} as Control);

describe('javascript: and data:text/html option image URLs', () => {
  it.each(HOSTILE)('%j is not a safe image URL', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });

  it.each([
    'https://cdn.example/a.png',
    'http://intranet.example/a.png',
    '/api/storage/get_file?_id=file-1',
    'https://api.example.com/api/storage/get_file?_id=file-1',
  ])('%s is allowed (http(s) and the storage links)', (url) => {
    expect(isSafeImageUrl(url)).toBe(true);
  });

  it.each(HOSTILE)('check-form reports an option image %j', (url) => {
    const result = checkForm({ id: 'f', name: 'x', controls: [imageChoice(url)] });
    expect(result.valid).toBe(false);
    expect(result.errors[0].message).toMatch(/^选项图片地址只能是 http\(s\) 链接或上传的图片/);
  });

  it.each(HOSTILE)('the image-choice card never puts %j into the page', (url) => {
    const onChange = jest.fn();
    const { container } = render(<ImageChoiceControl control={imageChoice(url)} value={undefined} onChange={onChange} disabled={false} mode="fill" />);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://cdn.example/b.png']);
    expect(container.innerHTML).not.toMatch(/javascript:|data:text|vbscript:|script:/i);
    // Choosing the card does not carry the URL into the value either.
    (container.querySelector('.image-choice-card') as HTMLElement).click();
    expect(JSON.stringify(onChange.mock.calls[0][0])).not.toMatch(/javascript|data:|vbscript|blob:|file:/);
  });
});
