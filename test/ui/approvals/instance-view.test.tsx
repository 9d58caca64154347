/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InstanceDrawer } from '../../../ui/approvals/instance-drawer';
import type { Control } from '../../../domain/model/control';
import { APPLICANT, makeInstance } from '../../application/approvals/fakes';
import { makeContainer, renderWith } from './render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

// The toast host and the control types are there before the first render (no wait on a cold chunk).
beforeAll(preloadAppChunks);

const controls = [
  { id: 'reason', moduleId: 2, name: '多行文本', config: { title: '请假事由' }, props: {} },
  { id: 'days', moduleId: 6, name: '数字', config: { title: '天数' }, props: {} },
] as unknown as Control[];

function setup() {
  const { container, fakes } = makeContainer();
  fakes.instances.instances = [
    makeInstance('a', { form: { id: 'f', name: '请假', controls }, values: { reason: '回老家探亲', days: 3 } }),
    makeInstance('b', {
      status: 'rejected', currentApproverIds: [],
      history: [{ action: 'reject', nodeId: 't', userId: 'u-approver', userName: '李四', comment: '材料不全', at: '2024-05-03T09:00:00.000Z' }],
    }),
  ];
  return { container, fakes };
}

describe('instance view', () => {
  test('renders the submitted form read-only with the filler components, the status tag and the timeline', async () => {
    const { container } = setup();
    renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
    const view = await screen.findByText('请假事由');
    const root = view.closest('.instance-view') as HTMLElement;
    // Read-only mode of the filler's components: text, no input to type in.
    expect(within(root).getByText('回老家探亲').closest('.control-readonly')).not.toBeNull();
    expect(root.querySelector('textarea, input:not([disabled])')).toBeNull();
    expect(document.querySelector('.instance-drawer .status-tag')).toHaveTextContent('审批中');
    const timeline = document.querySelector('.approval-timeline') as HTMLElement;
    expect(timeline).toHaveTextContent('张三');
    expect(timeline).toHaveTextContent('发起申请');
  });

  test('the timeline names the approver and shows the rejection comment with 已拒绝', async () => {
    const { container } = setup();
    renderWith(container, <InstanceDrawer instanceId="b" onClose={() => undefined} />);
    await waitFor(() => expect(document.querySelector('.approval-timeline')).toHaveTextContent(/李四\s*已拒绝/));
    expect(document.querySelector('.timeline-comment')).toHaveTextContent('材料不全');
    expect(document.querySelector('.instance-drawer .status-tag')).toHaveTextContent('已拒绝');
    expect(document.querySelector('.approve-button')).toBeNull();
  });

  test('the current approver approves with a comment; the status becomes 已通过 and the actions go away', async () => {
    const { container, fakes } = setup();
    renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('审批意见'), { target: { value: '同意，注意安全' } });
    fireEvent.click(document.querySelector('.approve-button') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.instance-drawer .status-tag')).toHaveTextContent('已通过'));
    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    expect(fakes.instances.decisions[0]?.decision).toEqual({ instanceId: 'a', action: 'approve', comment: '同意，注意安全' });
    expect(document.querySelector('.approve-button')).toBeNull();
    expect(document.querySelector('.approval-timeline')).toHaveTextContent('同意，注意安全');
  });

  test('reject without a comment warns 请填写拒绝理由 and sends nothing', async () => {
    const { container, fakes } = setup();
    renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
    await screen.findByLabelText('审批意见');
    fireEvent.click(document.querySelector('.reject-button') as HTMLElement);
    expect(await screen.findByText('请填写拒绝理由')).toBeInTheDocument();
    expect(fakes.instances.decisions).toHaveLength(0);
  });

  test('the applicant sees no approve / reject buttons', async () => {
    const { container, fakes } = setup();
    fakes.session.user.next(APPLICANT);
    renderWith(container, <InstanceDrawer instanceId="a" onClose={() => undefined} />);
    await screen.findByText('请假事由');
    expect(document.querySelector('.approve-button')).toBeNull();
    expect(screen.getByText('该申请正在审批中')).toBeInTheDocument();
  });
});
