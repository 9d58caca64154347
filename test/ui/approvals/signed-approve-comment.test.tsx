/** @jest-environment jest-fixed-jsdom */
// Issue 27, a node asking for an approve comment and a signature, on the desktop: the comment box sits in the
// drawer, behind the signature dialog. A missing comment is said before the dialog opens, so the approver can
// still type it (the dialog used to open, then refuse with 请填写审批意见 while the box was out of reach).
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
  actions: [offer('reject'), offer('approve', { comment: 'required', signature: true })],
};

function open() {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [makeInstance('a', { viewer })];
  renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
  return fakes;
}

test('required approve comment before the signature: 同意 without a comment says 请填写审批意见 and opens no signature dialog', async () => {
  const fakes = open();
  await screen.findByLabelText('审批意见');
  fireEvent.click(document.querySelector('.approve-button') as HTMLElement);
  expect(await screen.findByText('请填写审批意见')).toBeInTheDocument();
  expect(document.querySelector('.signature-dialog')).toBeNull();
  expect(fakes.instances.actions).toHaveLength(0);
});

test('required approve comment before the signature: with the comment typed, 同意 opens the signature dialog', async () => {
  open();
  fireEvent.change(await screen.findByLabelText('审批意见'), { target: { value: '情况属实' } });
  fireEvent.click(document.querySelector('.approve-button') as HTMLElement);
  await waitFor(() => expect(document.querySelector('.signature-dialog')).not.toBeNull());
  expect(screen.queryByText('请填写审批意见')).toBeNull();
});
