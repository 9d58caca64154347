/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 1: once 自定义数据 was set on a dropdown it could not be switched back to typed options.
import '../controls/message-channel';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fillOptionsFromValues } from '../../../application/designer/form-edits';
import type { ControlOption } from '../../../domain/model/control';
import { renderDesigner } from './render-designer';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

test('改为手动选项 turns custom data off; the options filled from the list stay, editable by hand', async () => {
  const { session } = renderDesigner();
  await screen.findByText('请假单');
  let id = '';
  act(() => {
    id = session.addControl(9);
    session.apply('customData', (f) => fillOptionsFromValues(f, id, 'fv-expense-kind', ['差旅费', '餐费']));
    session.select(id);
  });
  const panel = screen.getByLabelText('属性设置');
  expect(within(panel).getByText('自定义数据', { selector: '.ant-tag' })).toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: '改为手动选项' }));
  expect(session.controlById(id)?.props).toMatchObject({ custom: false, formValue: '' });
  expect((session.controlById(id)?.children as ControlOption[]).map((o) => o.value)).toEqual(['差旅费', '餐费']);
  expect(within(panel).queryByText('自定义数据', { selector: '.ant-tag' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: '改为手动选项' })).toBeNull();
});
