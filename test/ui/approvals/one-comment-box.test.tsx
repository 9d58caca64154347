/** @jest-environment jest-fixed-jsdom */
// Issue 43 #11: one comment, not two — 评论 (and the other dialogs) start with what was typed in the 审批意见 box.
import '../controls/message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { InstanceDrawer } from '../../../ui/approvals/instance-drawer';
import { makeInstance } from '../../application/approvals/fakes';
import { offer } from '../../application/approvals/offers';
import { makeContainer, renderWith } from './render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

const viewer = {
  taskId: 't1', nodeId: 'n1', editableControlIds: [], canWithdraw: false, canUrge: false, rejectNeedsComment: false, returnTargets: [],
  actions: [offer('comment', { comment: 'required', images: true }), offer('reject'), offer('approve')],
};

test('issue 43 #11: 评论 opens with what was typed in the 审批意见 box and sends it', async () => {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [makeInstance('a', { viewer })];
  renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
  fireEvent.change(await screen.findByLabelText('审批意见'), { target: { value: '请补充发票照片' } });
  fireEvent.click(document.querySelector('.comment-button') as HTMLElement);
  await waitFor(() => expect(document.querySelector('.instance-action-dialog')).not.toBeNull());
  const dialog = document.querySelector('.instance-action-dialog') as HTMLElement;
  expect(dialog.querySelector('textarea')?.value).toBe('请补充发票照片');
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(fakes.instances.actions.at(-1)?.action).toMatchObject({ action: 'comment', comment: '请补充发票照片' }));
  await waitFor(() => expect((screen.getByLabelText('审批意见') as HTMLTextAreaElement).value).toBe(''));
});
