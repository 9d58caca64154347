/** @jest-environment jest-fixed-jsdom */
// Issue 42: 常用意见 beside a comment box — the person's saved phrases, picked into the box, deleted, and what is
// typed saved (refused before sending once 20 are kept).
import '../controls/message-channel';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PhraseApi } from '../../../application/ports/phrase-api';
import { CommonPhrasesMenu } from '../../../ui/approvals/common-phrases-menu';
import { makeContainer, renderWith } from './render-with-container';

/** The backend's side, in memory. */
class FakePhraseApi implements PhraseApi {
  constructor(public phrases: string[] = []) {}
  list = () => Promise.resolve([...this.phrases]);
  add = (text: string) => Promise.resolve((this.phrases = [...this.phrases, text]));
  remove = (text: string) => Promise.resolve((this.phrases = this.phrases.filter((p) => p !== text)));
}

function Box() {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="审批意见" value={text} onChange={(e) => setText(e.target.value)} />
      <CommonPhrasesMenu text={text} onPick={setText} />
    </>
  );
}

function setup(phrases: string[]) {
  const { container } = makeContainer();
  const api = new FakePhraseApi(phrases);
  container.bind(PhraseApi).toConstantValue(api);
  renderWith(container, <Box />);
  return api;
}

test('a saved phrase is picked into the box; what is typed is saved; a phrase is deleted', async () => {
  const api = setup(['同意']);
  fireEvent.click(screen.getByRole('button', { name: '常用意见' }));
  fireEvent.click(await screen.findByRole('button', { name: '同意' }));
  expect(screen.getByRole('textbox', { name: '审批意见' })).toHaveValue('同意');

  fireEvent.change(screen.getByRole('textbox', { name: '审批意见' }), { target: { value: '请补充发票' } });
  fireEvent.click(screen.getByRole('button', { name: '常用意见' }));
  fireEvent.click(await screen.findByRole('button', { name: '将当前内容存为常用意见' }));
  await screen.findByText('已加入常用意见');
  expect(api.phrases).toEqual(['同意', '请补充发票']);

  fireEvent.click(screen.getByRole('button', { name: '删除常用意见 同意' }));
  await waitFor(() => expect(api.phrases).toEqual(['请补充发票']));
});

test('with 20 kept, saving another is refused before anything is sent', async () => {
  const api = setup(Array.from({ length: 20 }, (_, i) => `意见${i}`));
  fireEvent.change(screen.getByRole('textbox', { name: '审批意见' }), { target: { value: '第二十一条' } });
  fireEvent.click(screen.getByRole('button', { name: '常用意见' }));
  await screen.findByRole('button', { name: '意见19' });
  fireEvent.click(screen.getByRole('button', { name: '将当前内容存为常用意见' }));
  await screen.findByText('常用意见最多保存 20 条，请先删除不用的');
  expect(api.phrases).toHaveLength(20);
});
