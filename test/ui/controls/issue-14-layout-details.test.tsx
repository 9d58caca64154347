/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 10 (layout details a new user hit): the table statistics box overflowed the form's right edge;
// the 序号 cell sat above its row's inputs; the attachment icon was an emoji that renders as an empty box.
import './message-channel';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { ControlView } from '../../../ui/controls/control-view';
import { AttachmentList } from '../../../ui/uploads/attachment-list';
import { column, control } from '../../application/filler/forms';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

test('the table statistics box counts its border and padding in its 100 % width (no overflow)', () => {
  const { container } = render(<App><ControlView control={control(21, 'total')} value="12" mode="fill" /></App>);
  const box = container.querySelector('.table-statistics') as HTMLElement;
  expect(box.style.width).toBe('100%');
  expect(box.style.boxSizing).toBe('border-box');
});

test('the 序号 cell is centred and level with the 32 px inputs of its row', () => {
  const t = control(15, 't', { children: [column(1, 'note', 't')] });
  const { container } = render(<App><ControlView control={t} value={[['a'], ['b']]} mode="fill" /></App>);
  const cells = [...container.querySelectorAll<HTMLElement>('.table-index-cell')];
  expect(cells.map((cell) => cell.textContent)).toEqual(['1', '2']);
  for (const cell of cells) expect(cell).toHaveStyle({ textAlign: 'center', lineHeight: '32px' });
});

test('an attachment shows a drawn paperclip icon, not an emoji (no emoji font: an empty box)', () => {
  render(<AttachmentList files={[{ id: 'f1', name: '发票.pdf' }]} />);
  const item = screen.getByText('发票.pdf').closest('.attachment-item') as HTMLElement;
  expect(item.querySelector('svg.paperclip-icon')).not.toBeNull();
  expect(item.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});
