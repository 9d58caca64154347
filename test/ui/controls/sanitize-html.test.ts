/** @jest-environment jest-fixed-jsdom */
import { sanitizeHtml, stripPastedStyles } from '../../../ui/rich-text/sanitize-html';

test('sanitizeHtml removes scripts, event handlers and javascript: links', () => {
  const html = '<p onmouseover="x()">a<script>bad()</script><a href="javascript:alert(1)">l</a><img src="/api/storage/get_file?_id=x" onerror="y()"></p>';
  const out = sanitizeHtml(html);
  expect(out).not.toMatch(/script|onmouseover|onerror|javascript:/);
  expect(out).toContain('<img src="/api/storage/get_file?_id=x">');
});

test('pasting rich content strips styles but keeps the structure (spec 5)', () => {
  const html = '<p style="color:red" class="MsoNormal"><font face="Arial"><b style="font-size:30px">粗体</b></font></p><ul><li>一</li></ul>';
  expect(stripPastedStyles(html)).toBe('<p><b>粗体</b></p><ul><li>一</li></ul>');
});
