/** @jest-environment jest-fixed-jsdom */
// 关联审批单's 可关联的流程 in the designer (issue 41): a multi-select of the flows by name, not a text field of ids.
import '../message-channel';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { linkedInstances } from '../../../../domain/controls/types/linked-instances';
import type { FlowModelSummary } from '../../../../application/ports/flow-model-api';
import { renderDesigner } from '../../designer/render-designer';
import { preloadAppChunks } from '../../../setup/preload-chunks';

beforeAll(preloadAppChunks);

const flow = (id: string, name: string): FlowModelSummary => ({ id, name, categoryId: 'c1', description: '', status: 'active', publishedVersion: 1 });

test('可关联的流程 is a multi-select of the flows by name; the choice is stored as their ids', async () => {
  const { api, session } = renderDesigner();
  api.categories = [{ id: 'c1', name: '行政', models: [flow('model-purchase', '采购'), flow('model-leave', '请假')] }];
  await screen.findByText('请假单');
  let id = '';
  act(() => { id = session.addControl(linkedInstances.moduleId); });
  const panel = within(screen.getByLabelText('属性设置'));
  const select = await panel.findByRole('combobox', { name: '可关联的流程' });
  expect(panel.queryByRole('textbox', { name: '可关联的流程' })).toBeNull();
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByText('采购', { selector: '.ant-select-item-option-content' }));
  expect(session.controlById(id)?.props.modelIds).toEqual(['model-purchase']);
  fireEvent.click(await screen.findByText('请假', { selector: '.ant-select-item-option-content' }));
  expect(session.controlById(id)?.props.modelIds).toEqual(['model-purchase', 'model-leave']);
  // The chosen flows show by name.
  await waitFor(() => expect(panel.getByText('采购', { selector: '.ant-select-selection-item-content' })).toBeInTheDocument());
});

test('a chosen flow the catalogue no longer has shows by its id and can be removed', async () => {
  const { api, session } = renderDesigner();
  api.categories = [{ id: 'c1', name: '行政', models: [flow('model-leave', '请假')] }];
  await screen.findByText('请假单');
  let id = '';
  act(() => { id = session.addControl(linkedInstances.moduleId); session.updateProps(id, { modelIds: ['model-gone'] }); });
  const panel = within(screen.getByLabelText('属性设置'));
  const chosen = await panel.findByText('model-gone', { selector: '.ant-select-selection-item-content' });
  fireEvent.click(chosen.closest('.ant-select-selection-item')!.querySelector('.ant-select-selection-item-remove')!);
  expect(session.controlById(id)?.props.modelIds).toEqual([]);
});
