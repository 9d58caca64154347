/** @jest-environment jest-fixed-jsdom */
import './message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { controlTypes } from '../../../domain/controls/registry';
import { ControlView } from '../../../ui/controls/control-view';
import { preloadAllControlComponents, registeredModuleIds } from '../../../ui/controls/registry';
import { TABLE_CELL_AUTOSIZE } from '../../../ui/controls/types/multi-line-text/textarea-control';
import { ATTACHMENT_LIST_VISIBLE } from '../../../ui/uploads/attachment-list';
import { column, control, options } from '../../application/filler/forms';

const wrap = (ui: React.ReactElement) => render(<App>{ui}</App>);

// Every type's component is there before the first render: nothing suspends, so no test waits on a chunk
// (or reads a half-loaded form) however slow the machine.
beforeAll(() => preloadAllControlComponents());

test('every control type of the domain registry has a fill-mode component', () => {
  const registered = new Set(registeredModuleIds());
  expect(controlTypes.map((t) => t.moduleId).filter((id) => !registered.has(id))).toEqual([]);
});

test.each(controlTypes.map((t) => [t.moduleId, t.name] as const))('moduleId %i (%s) renders in fill, readonly and design mode', (moduleId) => {
  const c = control(moduleId as never, `c${moduleId}`);
  for (const mode of ['fill', 'readonly', 'design'] as const) {
    const { container, unmount } = wrap(<ControlView control={c} value={undefined} mode={mode} />);
    expect(container.querySelector(`[data-control-id="c${moduleId}"]`)).not.toBeNull();
    unmount();
  }
});

test('frame honours title/display name, required mark, hint with strong remind, width and error', () => {
  const c = control(1, 'name', { config: { title: '姓名', display_name: '申请人姓名', required: true, tip: '请填写真实姓名', strongRemind: true, width: 50 } });
  const { container } = wrap(<ControlView control={c} value="" mode="fill" error="必填项" />);
  expect(screen.getByText('申请人姓名')).toBeInTheDocument();
  expect(container.querySelector('.control-required')).not.toBeNull();
  expect(container.querySelector('.control-tip-strong')).toHaveTextContent('请填写真实姓名');
  expect((container.querySelector('.control-frame') as HTMLElement).style.width).toBe('50%');
  expect(screen.getByRole('alert')).toHaveTextContent('必填项');
});

test('hidden controls render nothing in fill mode but show in design mode', () => {
  const c = control(1, 'secret', { config: { title: '隐藏', hidden: true } });
  expect(wrap(<ControlView control={c} value="" mode="fill" />).container.querySelector('.control-frame')).toBeNull();
  expect(wrap(<ControlView control={c} value="" mode="design" />).container.querySelector('.control-frame')).not.toBeNull();
});

test('default value type 4 disables the field (spec 4)', () => {
  const c = control(1, 'who', { props: { defaultValueType: 4, userInfo: 'name' } });
  wrap(<ControlView control={c} value="张三" mode="fill" />);
  expect(screen.getByDisplayValue('张三')).toBeDisabled();
});

test('text input: typing calls onChange, leaving calls onBlur; placeholder shown', () => {
  const onChange = jest.fn();
  const onBlur = jest.fn();
  const c = control(1, 't', { placeholder: '请输入事由' });
  wrap(<ControlView control={c} value="" mode="fill" onChange={onChange} onBlur={onBlur} />);
  const input = screen.getByPlaceholderText('请输入事由');
  fireEvent.change(input, { target: { value: 'abc' } });
  fireEvent.blur(input);
  expect(onChange).toHaveBeenCalledWith('abc');
  expect(onBlur).toHaveBeenCalled();
});

test('radio emits the option id, checkbox the list of ids in option order', () => {
  const onRadio = jest.fn();
  const onCheck = jest.fn();
  wrap(<ControlView control={control(8, 'r', { children: options('甲', '乙') })} value="" mode="fill" onChange={onRadio} />);
  fireEvent.click(screen.getByLabelText('乙'));
  expect(onRadio).toHaveBeenCalledWith(2);
  wrap(<ControlView control={control(10, 'c', { children: options('丙', '丁') })} value={[2]} mode="fill" onChange={onCheck} />);
  fireEvent.click(screen.getByLabelText('丙'));
  expect(onCheck).toHaveBeenCalledWith([1, 2]);
});

test('readonly mode shows labels of chosen options', () => {
  wrap(<ControlView control={control(10, 'c', { children: options('丙', '丁') })} value={[1, 2]} mode="readonly" />);
  expect(screen.getByText('丙、丁')).toBeInTheDocument();
});

test('table: add, copy and delete rows (not the last one); footer sum 总计：', () => {
  const t = control(15, 't', { props: { showSummary: true }, children: [column(6, 'amt', 't'), column(1, 'note', 't')] });
  const onChange = jest.fn();
  const { rerender } = wrap(<ControlView control={t} value={[['1.005', 'a']]} mode="fill" onChange={onChange} />);
  expect(screen.getByText('总计：1.01')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: /复\s*制/ }));
  expect(onChange).toHaveBeenLastCalledWith([['1.005', 'a'], ['1.005', 'a']]);
  fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
  expect(onChange).toHaveBeenLastCalledWith([['1.005', 'a'], [undefined, undefined]]);
  rerender(<App><ControlView control={t} value={[['1', 'a'], ['2', 'b']]} mode="fill" onChange={onChange} /></App>);
  fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0]);
  expect(onChange).toHaveBeenLastCalledWith([['2', 'b']]);
  expect(screen.getByText('总计：3')).toBeInTheDocument();
});

test('table number cells are clamped to min/max and rounded to decimalNum on blur (spec 5)', () => {
  const t = control(15, 't', { children: [column(6, 'amt', 't', { min: 0, max: 100, decimalNum: 1 })] });
  const onChange = jest.fn();
  wrap(<ControlView control={t} value={[['250']]} mode="fill" onChange={onChange} />);
  fireEvent.blur(screen.getByDisplayValue('250'));
  expect(onChange).toHaveBeenLastCalledWith([['100']]);
});

test('table cell textareas autosize 1 to 6 rows (spec 9)', () => {
  expect(TABLE_CELL_AUTOSIZE).toEqual({ minRows: 1, maxRows: 6 });
  const t = control(15, 't', { children: [column(2, 'memo', 't')] });
  const { container } = wrap(<ControlView control={t} value={[['第一行']]} mode="fill" />);
  expect(container.querySelector('td textarea')).toHaveValue('第一行');
});

test('more than 21 attachments collapse behind 查看更多 / 收起', () => {
  const ids = Array.from({ length: ATTACHMENT_LIST_VISIBLE + 3 }, (_, i) => `f${i}`);
  const value = { attachments: ids, fileList: ids.map((id) => `${id}.pdf`) };
  wrap(<ControlView control={control(11, 'files')} value={value} mode="readonly" />);
  expect(screen.queryByText('f22.pdf', { exact: false })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
  expect(screen.getByText('f22.pdf', { exact: false })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '收起' }));
  expect(screen.queryByText('f22.pdf', { exact: false })).toBeNull();
});

test('rich text content is shown sanitised (no scripts, no handlers)', () => {
  const c = control(14, 'rt', { props: { value: '<p onclick="alert(1)">须知<script>alert(2)</script></p>' } });
  const { container } = wrap(<ControlView control={c} value={undefined} mode="fill" />);
  expect(container.querySelector('.rich-html-view')!.innerHTML).toBe('<p>须知</p>');
});

test('table statistics shows the total and the bills count', () => {
  const c = control(21, 's', { props: { isShowBillsCount: true } });
  wrap(<ControlView control={c} value="12.5" mode="fill" context={{ billsCount: 2 }} />);
  expect(screen.getByText('12.5')).toBeInTheDocument();
  expect(screen.getByText('2')).toBeInTheDocument();
});

test('issue 14 item 8: the hint shows below the control (as the designer says), a strong remind in orange, not the error red', () => {
  const plain = control(1, 'a', { config: { title: '事由', tip: '请写清楚' }, placeholder: '请输入事由' });
  const { container } = wrap(<ControlView control={plain} value="" mode="fill" />);
  const input = screen.getByPlaceholderText('请输入事由');
  const tip = container.querySelector('.control-tip') as HTMLElement;
  // DOCUMENT_POSITION_FOLLOWING: the hint comes after the input.
  expect(input.compareDocumentPosition(tip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const strong = control(1, 'b', { config: { title: '金额', tip: '超过 5000 需附发票', strongRemind: true } });
  wrap(<ControlView control={strong} value="" mode="fill" error="必填项" />);
  const strongText = screen.getByText('超过 5000 需附发票');
  const errorColor = getComputedStyle(screen.getByRole('alert')).color;
  expect(getComputedStyle(strongText).color).not.toBe(errorColor);
  expect(strongText).toHaveStyle({ color: '#d46b08' });
});
