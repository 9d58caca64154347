/** @jest-environment jest-fixed-jsdom */
import '../controls/message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import ApplicationCenterPage from '../../../ui/approvals/application-center-page';
import type { FlowModelSummary } from '../../../application/ports/flow-model-api';
import { makeContainer, renderWith } from './render-with-container';
import { preloadAppChunks } from '../../setup/preload-chunks';

// Control types and the toast host are loaded before the first render: nothing waits on a cold chunk.
beforeAll(preloadAppChunks);

const model = (id: string, name: string, categoryId: string): FlowModelSummary =>
  ({ id, name, categoryId, description: `${name}说明`, status: 'active', publishedVersion: 1 });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function setup() {
  const { container, fakes } = makeContainer();
  fakes.flows.categories = [
    { id: 'hr', name: '人事', models: [model('leave', '请假', 'hr')] },
    { id: 'fin', name: '财务', models: [model('wipe', '报销', 'fin'), { ...model('old', '旧流程', 'fin'), status: 'stopped' }] },
  ];
  renderWith(container, (
    <Routes>
      <Route path="/flowapplicationcenter" element={<ApplicationCenterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>
  ), '/flowapplicationcenter');
  return { fakes };
}

describe('application center page', () => {
  test('flows grouped by category; stopped flows are not offered', async () => {
    setup();
    expect(await screen.findByText('请假')).toBeInTheDocument();
    expect(screen.getByText('人事')).toBeInTheDocument();
    expect(screen.getByText('财务')).toBeInTheDocument();
    expect(screen.queryByText('旧流程')).toBeNull();
  });

  test('search narrows the flows', async () => {
    setup();
    await screen.findByText('请假');
    fireEvent.change(screen.getByLabelText('搜索流程'), { target: { value: '报销' } });
    await waitFor(() => expect(screen.queryByText('请假')).toBeNull());
    expect(screen.getByText('报销')).toBeInTheDocument();
  });

  test('clicking a flow opens /newFlowLaunch?id=…&modelName=…', async () => {
    setup();
    fireEvent.click(await screen.findByText('报销'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/newFlowLaunch?id=wipe&modelName=%E6%8A%A5%E9%94%80');
  });

  test('the 提醒 button opens the notification mode dialog of that flow, not the flow', async () => {
    setup();
    fireEvent.click(await screen.findByLabelText('请假提醒设置'));
    expect(await screen.findByText('提醒设置 - 请假')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
