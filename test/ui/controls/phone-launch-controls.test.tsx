/** @jest-environment jest-fixed-jsdom */
// Issue 20: the launch form's controls on a phone (below 768 px): dates and ranges in a bottom sheet as wide as
// the screen, the region as a drill-down list, the table as row cards, uploads from the camera or the album.
import './message-channel';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { Container } from 'inversify';
import { ControlView } from '../../../ui/controls/control-view';
import { ContainerContext } from '../../../ui/hooks/container-context';
import { OrganizationApi, type Region } from '../../../application/ports/organization-api';
import { column, control } from '../../application/filler/forms';
import { preloadAppChunks } from '../../setup/preload-chunks';
import { phoneViewport } from '../phone/phone-viewport';

beforeAll(preloadAppChunks);
let viewport: ReturnType<typeof phoneViewport>;
beforeEach(() => { viewport = phoneViewport(390); });
afterEach(() => viewport.restore());

const sheet = () => screen.getByRole('dialog');
/** A day of the sheet's month calendar (its cells are titled YYYY-MM-DD). */
const tapDay = (day: dayjs.Dayjs) => fireEvent.click(sheet().querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`)!);
const tapTime = (column: '时' | '分', n: string) => fireEvent.click(within(within(sheet()).getByRole('listbox', { name: column })).getByRole('option', { name: n }));

test('a start-end time on a phone is two fields that open a bottom sheet (the end at the begin); the value is stored once both ends are chosen', async () => {
  const onChange = jest.fn();
  render(<App><ControlView control={control(12, 'range', { props: { format: 'YYYY-MM-DD HH:mm' } })} value={[]} mode="fill" onChange={onChange} /></App>);
  expect(document.querySelector('.ant-picker-range')).toBeNull();
  const day = dayjs().date(15);
  fireEvent.click(await screen.findByRole('button', { name: '选择开始时间' }));
  expect(sheet()).toHaveTextContent('选择开始时间');
  tapDay(day);
  tapTime('时', '09');
  tapTime('分', '30');
  fireEvent.click(within(sheet()).getByRole('button', { name: /确\s*定/ }));
  // Half a range is not a value yet.
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: `选择开始时间：${day.format('YYYY-MM-DD')} 09:30` })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '选择结束时间' }));
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('选择结束时间'));
  const endSheet = screen.getAllByRole('dialog').at(-1)!;
  // The end's sheet opens at the begin (day and time), and cannot go before the begin's day.
  expect(endSheet.querySelector('.phone-calendar-cell-selected')).toHaveAttribute('title', day.format('YYYY-MM-DD'));
  expect(within(within(endSheet).getByRole('listbox', { name: '时' })).getByRole('option', { name: '09' })).toHaveAttribute('aria-selected', 'true');
  expect(endSheet.querySelector(`td[title="${day.subtract(1, 'day').format('YYYY-MM-DD')}"]`)).toHaveClass('phone-calendar-cell-disabled');
  fireEvent.click(endSheet.querySelector(`td[title="${day.add(1, 'day').format('YYYY-MM-DD')}"]`)!);
  fireEvent.click(within(within(endSheet).getByRole('listbox', { name: '时' })).getByRole('option', { name: '18' }));
  fireEvent.click(within(within(endSheet).getByRole('listbox', { name: '分' })).getByRole('option', { name: '00' }));
  fireEvent.click(within(endSheet).getByRole('button', { name: /确\s*定/ }));
  expect(onChange).toHaveBeenLastCalledWith([`${day.format('YYYY-MM-DD')} 09:30`, `${day.add(1, 'day').format('YYYY-MM-DD')} 18:00`]);
});

test('an empty time on a phone opens its sheet at the working day\'s start, 09:00 today, not at the current hour (issue 32, item 12)', async () => {
  jest.useFakeTimers({ now: new Date(2026, 2, 10, 15, 42), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'MessageChannel'] as never });
  try {
    render(<App><ControlView control={control(12, 'range', { props: { format: 'YYYY-MM-DD HH:mm' } })} value={[]} mode="fill" onChange={jest.fn()} /></App>);
    fireEvent.click(await screen.findByRole('button', { name: '选择开始时间' }));
    expect(within(within(sheet()).getByRole('listbox', { name: '时' })).getByRole('option', { name: '09' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(sheet()).getByRole('listbox', { name: '分' })).getByRole('option', { name: '00' })).toHaveAttribute('aria-selected', 'true');
    expect(sheet().querySelector('.phone-calendar-cell-selected')).toHaveAttribute('title', '2026-03-10');
  } finally {
    jest.useRealTimers();
  }
});

test('a date on a phone: the sheet keeps the value until 确定, then stores the day in the control format; 清除 empties it', async () => {
  const onChange = jest.fn();
  const c = control(3, 'day', { config: { title: '出发日期' }, props: { format: 'YYYY年MM月DD日' } });
  const { rerender } = render(<App><ControlView control={c} value="" mode="fill" onChange={onChange} /></App>);
  fireEvent.click(await screen.findByRole('button', { name: '选择出发日期' }));
  expect(within(sheet()).queryByRole('listbox', { name: '时' })).toBeNull();
  const day = dayjs().date(3);
  tapDay(day);
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.click(within(sheet()).getByRole('button', { name: /确\s*定/ }));
  expect(onChange).toHaveBeenLastCalledWith(day.format('YYYY年MM月DD日'));
  rerender(<App><ControlView control={c} value={day.format('YYYY年MM月DD日')} mode="fill" onChange={onChange} /></App>);
  fireEvent.click(screen.getByRole('button', { name: `选择出发日期：${day.format('YYYY年MM月DD日')}` }));
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('清除'));
  fireEvent.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: /清\s*除/ }));
  expect(onChange).toHaveBeenLastCalledWith('');
});

test('on a desktop the date range stays antd\'s range picker', async () => {
  viewport.resize(1280);
  render(<App><ControlView control={control(12, 'range')} value={[]} mode="fill" /></App>);
  await waitFor(() => expect(document.querySelector('.ant-picker-range')).not.toBeNull());
  expect(screen.queryByRole('button', { name: '选择开始时间' })).toBeNull();
});

class FakeRegions implements Partial<OrganizationApi> {
  private readonly tree: Record<string, Region[]> = {
    '': [{ code: '33', name: '浙江省', hasChildren: true }, { code: '11', name: '北京市', hasChildren: true }],
    33: [{ code: '3301', name: '杭州市', hasChildren: true }],
    3301: [{ code: '330106', name: '西湖区', hasChildren: false }],
  };
  getRegions(parent?: string): Promise<Region[]> { return Promise.resolve(this.tree[parent ?? ''] ?? []); }
}

test('the region on a phone is a drill-down sheet: 省, then 市, then 区 stores the three names', async () => {
  const container = new Container();
  container.bind(OrganizationApi).toConstantValue(new FakeRegions() as unknown as OrganizationApi);
  const onChange = jest.fn();
  render(
    <ContainerContext.Provider value={container}>
      <App><ControlView control={control(18, 'region')} value={[]} mode="fill" onChange={onChange} /></App>
    </ContainerContext.Provider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /请选择省\/市\/区/ }));
  fireEvent.click(await within(sheet()).findByRole('option', { name: '浙江省' }));
  fireEvent.click(await within(sheet()).findByRole('option', { name: '杭州市' }));
  expect(within(sheet()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['浙江省', '杭州市', '请选择']);
  fireEvent.click(await within(sheet()).findByRole('option', { name: '西湖区' }));
  expect(onChange).toHaveBeenLastCalledWith(['浙江省', '杭州市', '西湖区']);
});

const expenseTable = () => control(15, 'items', {
  config: { title: '费用明细' },
  props: { showSummary: true, summaryColumns: ['amount'] },
  children: [column(1, 'note', 'items'), column(6, 'amount', 'items', { isAllowDecimal: true, decimalNum: 2 })],
});

test('on a phone the table is stacked row cards: fields under their labels, 复制 / 删除 per row, + 添加一行 and 总计', async () => {
  const onChange = jest.fn();
  const rows = [['午餐', '12.5'], ['打车', '30']];
  render(<App><ControlView control={expenseTable()} value={rows} mode="fill" onChange={onChange} /></App>);
  const cards = await screen.findAllByRole('region', { name: /费用明细 第 \d 行/ });
  expect(cards).toHaveLength(2);
  expect(document.querySelector('table')).toBeNull();
  expect(within(cards[1]!).getByText('第 2 行')).toBeInTheDocument();
  expect([...cards[0]!.querySelectorAll('.table-row-card-label')].map((l) => l.textContent)).toEqual(['note', 'amount']);
  expect(within(cards[0]!).getByDisplayValue('午餐')).toBeInTheDocument();
  expect(document.querySelector('.table-row-cards-sums')).toHaveTextContent('amount总计：42.5');
  fireEvent.click(within(cards[0]!).getByRole('button', { name: /复\s*制/ }));
  expect(onChange).toHaveBeenLastCalledWith([['午餐', '12.5'], ['午餐', '12.5'], ['打车', '30']]);
  fireEvent.click(within(cards[0]!).getByRole('button', { name: /删\s*除/ }));
  expect(onChange).toHaveBeenLastCalledWith([['打车', '30']]);
  fireEvent.click(screen.getByRole('button', { name: '+ 添加一行' }));
  expect(onChange.mock.lastCall![0]).toHaveLength(3);
  fireEvent.change(within(cards[1]!).getByDisplayValue('打车'), { target: { value: '地铁' } });
  expect(onChange).toHaveBeenLastCalledWith([['午餐', '12.5'], ['地铁', '30']]);
});

test('the last row card cannot be deleted (删除 disabled, saying why without a hover)', async () => {
  render(<App><ControlView control={expenseTable()} value={[['a', '1']]} mode="fill" /></App>);
  const remove = await screen.findByRole('button', { name: /删\s*除/ });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAttribute('title', '至少保留一行');
});

test('the attachment input accepts only the control\'s types; the image upload offers 拍照 (camera capture) and 从相册选择 on a phone', async () => {
  render(<App>
    <ControlView control={control(11, 'files', { props: { accept: 'pdf、.JPG, png' } })} value={undefined} mode="fill" />
    <ControlView control={control(2, 'photos', { props: { upload: true } })} value={{ msg: '', images: [] }} mode="fill" />
  </App>);
  const files = await screen.findByTestId('file-input-files');
  expect(files).toHaveAttribute('accept', '.pdf,.jpg,.png');
  expect(files).not.toHaveAttribute('capture');
  expect(await screen.findByRole('button', { name: /拍\s*照/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '从相册选择' })).toBeInTheDocument();
  expect(screen.getByTestId('camera-input-photos')).toHaveAttribute('capture', 'environment');
  expect(screen.getByTestId('camera-input-photos')).toHaveAttribute('accept', 'image/*');
  expect(screen.getByTestId('image-input-photos')).toHaveAttribute('accept', 'image/*');
  expect(screen.getByTestId('image-input-photos')).not.toHaveAttribute('capture');
});

test('on a desktop the image upload is one 上传图片 button without capture', async () => {
  viewport.resize(1280);
  render(<App><ControlView control={control(2, 'photos', { props: { upload: true } })} value={{ msg: '', images: [] }} mode="fill" /></App>);
  expect(await screen.findByRole('button', { name: '上传图片' })).toBeInTheDocument();
  expect(screen.queryByTestId('camera-input-photos')).toBeNull();
  await act(async () => undefined);
});

test('a short dropdown on a phone is tapped, not searched (no keyboard over the options); a long one and the desktop keep search', async () => {
  const short = control(9, 'kind', { children: ['年假', '事假', '病假'].map((value, i) => ({ id: i + 1, value })) });
  const long = control(9, 'city', { children: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, value: `城市${i + 1}` })) });
  const { container, rerender } = render(<App><ControlView control={short} value="" mode="fill" /><ControlView control={long} value="" mode="fill" /></App>);
  await waitFor(() => expect(container.querySelectorAll('.ant-select input')).toHaveLength(2));
  const [shortInput, longInput] = [...container.querySelectorAll('.ant-select input')];
  expect(shortInput).toHaveAttribute('readonly');
  expect(longInput).not.toHaveAttribute('readonly');
  viewport.resize(1280);
  rerender(<App><ControlView control={short} value="" mode="fill" /><ControlView control={long} value="" mode="fill" /></App>);
  expect(container.querySelector('.ant-select input')).not.toHaveAttribute('readonly');
});
