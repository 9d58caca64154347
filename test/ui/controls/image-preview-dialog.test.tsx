/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImagePreviewDialog } from '../../../ui/uploads/image-preview-dialog';

test('image preview: zoom step 0.2, rotate 90°, reset 500 ms after closing (spec 9)', () => {
  jest.useFakeTimers();
  const { rerender } = render(<ImagePreviewDialog open src="a.png" onClose={() => undefined} />);
  const img = () => document.querySelector('.image-preview-img') as HTMLElement;
  fireEvent.click(screen.getByRole('button', { name: '放大' }));
  fireEvent.click(screen.getByRole('button', { name: '旋转' }));
  expect(img().dataset.scale).toBe('1.2');
  expect(img().dataset.rotate).toBe('90');
  fireEvent.click(screen.getByRole('button', { name: '缩小' }));
  fireEvent.click(screen.getByRole('button', { name: '缩小' }));
  expect(img().dataset.scale).toBe('0.8');
  // Closed and reopened within 500 ms: the view is kept.
  rerender(<ImagePreviewDialog open={false} src="a.png" onClose={() => undefined} />);
  act(() => { jest.advanceTimersByTime(300); });
  rerender(<ImagePreviewDialog open src="a.png" onClose={() => undefined} />);
  act(() => { jest.advanceTimersByTime(300); });
  expect(img().dataset.scale).toBe('0.8');
  rerender(<ImagePreviewDialog open={false} src="a.png" onClose={() => undefined} />);
  act(() => { jest.advanceTimersByTime(500); });
  rerender(<ImagePreviewDialog open src="a.png" onClose={() => undefined} />);
  expect(img().dataset.scale).toBe('1');
  expect(img().dataset.rotate).toBe('0');
  jest.useRealTimers();
});
