/** @jest-environment jest-fixed-jsdom */
// When the themed toast host cannot be downloaded (offline), the app stays on screen and the queued toast is
// handed to antd's static message instead of being lost.
import '../controls/message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { AppMessageProvider, useAppMessage } from '../../../ui/hooks/app-message';

jest.mock('../../../ui/hooks/message-host', () => {
  throw Object.assign(new Error('Loading chunk 99 failed.'), { name: 'ChunkLoadError' });
});

function Page() {
  const message = useAppMessage();
  return <button type="button" onClick={() => message.error('网络异常')}>提交</button>;
}

test('a toast whose host fails to load does not blank the app and still shows its text', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ConfigProvider><AppMessageProvider><Page /></AppMessageProvider></ConfigProvider>);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('网络异常', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
  consoleError.mockRestore();
});
