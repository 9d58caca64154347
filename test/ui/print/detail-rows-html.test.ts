/** @jest-environment jest-fixed-jsdom */
// The print view draws a detail table's body as one HTML string (bench:print): every cell must stay text.
import { detailRowsHtml, escapeHtml } from '../../../ui/print/detail-rows-html';

describe('detailRowsHtml', () => {
  test('one <tr> per row, one <td> per cell, in order', () => {
    expect(detailRowsHtml([['交通', '1.50'], ['住宿', '300.00']])).toBe('<tr><td>交通</td><td>1.50</td></tr><tr><td>住宿</td><td>300.00</td></tr>');
    expect(detailRowsHtml([])).toBe('');
  });

  test('a cell that looks like markup is printed as the text it is, never as markup', () => {
    const html = detailRowsHtml([['<img src=x onerror="alert(1)">', "a & b's"]]);
    expect(html).toBe('<tr><td>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</td><td>a &amp; b&#39;s</td></tr>');
    const cell = document.createElement('tbody');
    cell.innerHTML = html;
    expect(cell.querySelector('img')).toBeNull();
    expect(cell.textContent).toBe('<img src=x onerror="alert(1)">a & b\'s');
  });

  test('escapeHtml leaves plain text alone', () => {
    expect(escapeHtml('第1笔 总计：1845')).toBe('第1笔 总计：1845');
  });
});
