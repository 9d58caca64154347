/** @jest-environment jest-fixed-jsdom */
// Issue 14, "Reading what real backends send": the designer's 导入 JSON reads a form as a real backend sends it
// (controls without props / config / children, a column whose fixed is "" or null, numbers as strings), and
// still lists the path of what has no meaning.
import '../controls/message-channel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDesigner } from './render-designer';
import { preloadAppChunks } from '../../setup/preload-chunks';

beforeAll(preloadAppChunks);

const LOOSE_BACKEND_FORM = {
  id: 'from-backend', name: '报销单',
  controls: [
    { id: 'reason', moduleId: 1, name: '报销事由' },
    { id: 'kind', moduleId: '9', name: '下拉框', config: { title: '费用类型', tip: null }, props: null },
    {
      id: 'rows', moduleId: 15, config: { title: '费用明细' }, props: {},
      children: [
        { id: 'amount', moduleId: 6, name: '金额', props: { decimalNum: '2' }, colProps: { width: '120', fixed: '' } },
        { id: 'note', moduleId: 1, name: '备注', colProps: { fixed: null } },
      ],
    },
  ],
};

async function importText(text: string) {
  fireEvent.click(screen.getByRole('button', { name: '导入 JSON' }));
  fireEvent.change(await screen.findByLabelText('表单 JSON'), { target: { value: text } });
  fireEvent.click(within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', { name: /导\s*入/ }));
}

test('Postel: 导入 JSON accepts a form with missing props/config/children, fixed "" / null and numeric strings', async () => {
  const { session } = renderDesigner();
  await screen.findByText('请假单');
  await importText(JSON.stringify(LOOSE_BACKEND_FORM));
  await waitFor(() => expect(session.snapshot.form.controls.map((c) => c.id)).toEqual(['reason', 'kind', 'rows']));
  const canvas = document.querySelector('[data-canvas-id="kind"]') as HTMLElement;
  expect(within(canvas).getByText('费用类型')).toBeInTheDocument();
  expect(session.snapshot.form.controls[2].children?.[0]).toMatchObject({ props: { decimalNum: 2 }, colProps: { width: 120, fixed: 'none' } });
  expect(screen.queryByTestId('import-errors')).toBeNull();
});

test('Postel: 导入 JSON still refuses a control without moduleId and names the field path', async () => {
  const { session } = renderDesigner();
  await screen.findByText('请假单');
  await importText(JSON.stringify({ id: 'x', name: 'y', controls: [{ id: 'a', name: '无类型', config: { title: 'a' }, props: {} }] }));
  expect(await screen.findByTestId('import-errors')).toHaveTextContent('controls[0].moduleId');
  expect(session.snapshot.form.controls).toHaveLength(0);
});
