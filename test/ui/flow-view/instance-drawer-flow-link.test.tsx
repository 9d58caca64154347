/** @jest-environment jest-fixed-jsdom */
// Issue 16: the approval drawer links to the instance's flow diagram (/ctb-show-flow) under its timeline.
import '../controls/message-channel';
import { screen } from '@testing-library/react';
import { InstanceDrawer } from '../../../ui/approvals/instance-drawer';
import { makeInstance } from '../../application/approvals/fakes';
import { instanceOf } from '../../application/approvals/engine-instance';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { makeContainer, renderWith } from '../approvals/render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

const leave = environment('leave');

test('an instance on a designed flow links to /ctb-show-flow?instanceId=… in a new tab; one from before flows has no link', async () => {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [
    { ...instanceOf(leave, 'u-fe1', { leave_type: 1, leave_start: '2026-03-05', leave_days: 5, leave_range: ['2026-12-01', '2026-12-05'], leave_reason: '家中有事' }), id: 'inst 1' },
    makeInstance('old'),
  ];
  const view = renderWith(container, <InstanceDrawer instanceId="inst 1" onClose={() => undefined} />);
  const link = await screen.findByRole('link', { name: '查看流程图' }, { timeout: 10_000 });
  expect(link).toHaveAttribute('href', '/ctb-show-flow?instanceId=inst+1');
  expect(link).toHaveAttribute('target', '_blank');
  view.unmount();
  renderWith(container, <InstanceDrawer instanceId="old" onClose={() => undefined} />);
  await screen.findByText('发起申请', undefined, { timeout: 10_000 });
  expect(screen.queryByRole('link', { name: '查看流程图' })).toBeNull();
});
