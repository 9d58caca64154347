/** @jest-environment jest-fixed-jsdom */
// useAppMessage: antd's message code loads with the first toast; what is asked for before it has arrived is
// queued and shown once it has, in order. Outside the provider the static antd message stands in.
import '../controls/message-channel';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { AppMessageProvider, useAppMessage, type AppMessage } from '../../../ui/hooks/app-message';

/** A button that runs `onClick` with the app's message API. */
function Trigger({ label, onClick }: { label: string; onClick(message: AppMessage): void }) {
  const message = useAppMessage();
  return <button type="button" onClick={() => onClick(message)}>{label}</button>;
}

function renderInProvider(onClick: (message: AppMessage) => void) {
  return render(
    <ConfigProvider>
      <AppMessageProvider>
        <Trigger label="保存" onClick={onClick} />
      </AppMessageProvider>
    </ConfigProvider>,
  );
}

const noticeTexts = () => [...document.body.querySelectorAll('.ant-message-notice')].map((el) => el.textContent ?? '');

test('nothing of antd message is rendered before the first toast', () => {
  renderInProvider(() => undefined);
  expect(document.body.querySelector('.ant-message')).toBeNull();
});

test('an error asked for before antd message has loaded still shows its text', async () => {
  renderInProvider((message) => message.error('保存失败'));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('保存失败', undefined, { timeout: 5000 })).toBeInTheDocument();
  // Shown as an error toast, not some other level.
  expect(screen.getByText('保存失败').closest('.ant-message-notice')?.querySelector('.ant-message-error')).not.toBeNull();
});

test('several queued calls all show, in the order they were made', async () => {
  renderInProvider((message) => {
    message.error('第一条');
    message.warning('第二条');
    message.success('第三条');
  });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('第三条', undefined, { timeout: 5000 });
  const texts = noticeTexts();
  expect(texts).toHaveLength(3);
  expect(texts).toEqual([expect.stringContaining('第一条'), expect.stringContaining('第二条'), expect.stringContaining('第三条')]);
  expect(screen.getByText('第二条').closest('.ant-message-notice')?.querySelector('.ant-message-warning')).not.toBeNull();
  expect(screen.getByText('第三条').closest('.ant-message-notice')?.querySelector('.ant-message-success')).not.toBeNull();
});

test('once loaded, later toasts show directly and are not repeated', async () => {
  let count = 0;
  renderInProvider((message) => { count += 1; message.success(`已保存 ${count}`); });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('已保存 1', undefined, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('已保存 2')).toBeInTheDocument();
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
  expect(noticeTexts().filter((text) => text.includes('已保存 1'))).toHaveLength(1);
  expect(noticeTexts().filter((text) => text.includes('已保存 2'))).toHaveLength(1);
});

test('outside the provider the static antd message shows the text', async () => {
  render(<Trigger label="提交" onClick={(message) => message.error('提交失败')} />);
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(document.body).toHaveTextContent('提交失败'), { timeout: 5000 });
});

// Issue 32, item 17: an approver clearing 25 tasks pushed 25 toasts (有新的待审批…) up the applicant's screen; each
// new one re-laid the whole stack on the thread that also answers the demo backend (approve grew 2.9× in the bench).
test('a burst of toasts never piles up: at most 3 at once, the newest kept', async () => {
  renderInProvider((message) => { for (let i = 1; i <= 8; i++) message.success(`有新的待审批「出差 #${i}」`); });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('有新的待审批「出差 #8」', undefined, { timeout: 5000 });
  // (The static message of an earlier test may still fade out elsewhere on the page.)
  const texts = noticeTexts().filter((text) => text.includes('有新的待审批'));
  expect(texts).toHaveLength(3);
  expect(texts.join('|')).toMatch(/#6.*#7.*#8/);
});
