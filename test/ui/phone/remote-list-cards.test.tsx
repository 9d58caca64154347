/** @jest-environment jest-fixed-jsdom */
// Issue 20: the admin tables (RemoteListTable) on a phone are stacked cards, each column a 标题：值 line.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RemoteListCards } from '../../../ui/admin/remote-list-cards';

type Row = { id: string; name: string; owner: { name: string }; count: number };
const rows: Row[] = [
  { id: 'a', name: '请假', owner: { name: '张三' }, count: 3 },
  { id: 'b', name: '报销', owner: { name: '李四' }, count: 12 },
];
const columns = [
  { title: '名称', dataIndex: 'name', key: 'name' },
  { title: '负责人', dataIndex: ['owner', 'name'], key: 'owner' },
  { title: '数量', key: 'count', render: (_: unknown, row: Row) => `${row.count} 条` },
  { key: 'hidden', render: () => 'no title, not shown' },
];

test('every row is a card with a 标题：值 line per titled column (dataIndex paths and render alike)', () => {
  render(<RemoteListCards<Row> items={rows} columns={columns} loading={false} hasMore={false} onMore={() => undefined} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(cards[1]).toHaveTextContent('名称：报销负责人：李四数量：12 条');
  expect(within(cards[0]!).queryByText('no title, not shown')).toBeNull();
  expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
});

test('加载更多 shows while rows remain, and asks for them', () => {
  const onMore = jest.fn();
  render(<RemoteListCards<Row> items={rows} columns={columns} loading={false} hasMore onMore={onMore} />);
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  expect(onMore).toHaveBeenCalledTimes(1);
});

test('no rows: 暂无数据', () => {
  render(<RemoteListCards<Row> items={[]} columns={columns} loading={false} hasMore={false} onMore={() => undefined} />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});
