/** @jest-environment jest-fixed-jsdom */
// The frame every page sits in: the title as a heading, the page's content, an empty state without content.
import { render, screen } from '@testing-library/react';
import { PageFrame } from '../../../ui/shell/page-frame';

test('shows the title as a heading and renders its children in the body', () => {
  const { container } = render(<PageFrame title="我的申请"><table aria-label="申请列表" /></PageFrame>);
  expect(screen.getByRole('heading', { name: '我的申请' })).toBeInTheDocument();
  const body = container.querySelector('.page-frame-body') as HTMLElement;
  expect(body).toContainElement(screen.getByRole('table', { name: '申请列表' }));
  expect(screen.queryByText('暂无数据')).toBeNull();
  expect(container.querySelector('.page-frame')).toHaveAttribute('data-page-title', '我的申请');
});

test('without children the body shows 暂无数据', () => {
  const { container } = render(<PageFrame title="数据表" />);
  expect(screen.getByRole('heading', { name: '数据表' })).toBeInTheDocument();
  expect(container.querySelector('.page-frame-body')).toHaveTextContent('暂无数据');
});

test('the extra content (page actions) sits beside the title, outside the body', () => {
  const { container } = render(<PageFrame title="流程管理" extra={<button type="button">新建流程</button>}>列表</PageFrame>);
  const action = screen.getByRole('button', { name: '新建流程' });
  expect(container.querySelector('.page-frame-body')).not.toContainElement(action);
  expect(screen.getByRole('heading', { name: '流程管理' }).parentElement).toContainElement(action);
});

test('a conditional child that renders nothing (false) also shows 暂无数据', () => {
  const rows: string[] = [];
  const { container } = render(<PageFrame title="数据表">{rows.length > 0 && <ul />}</PageFrame>);
  expect(container.querySelector('.page-frame-body')).toHaveTextContent('暂无数据');
});
