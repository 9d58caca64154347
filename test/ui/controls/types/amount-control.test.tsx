/** @jest-environment jest-fixed-jsdom */
import '../message-channel';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { amount } from '../../../../domain/controls/types/amount';
import { ControlView } from '../../../../ui/controls/control-view';
import { preloadControlComponents } from '../../../../ui/controls/registry';

const money = (props: Record<string, unknown> = {}) => {
  const c = amount.create('money');
  return { ...c, config: { ...c.config, title: '报销金额' }, props: { ...c.props, ...props } };
};

beforeAll(() => preloadControlComponents([money()]));

function Filling({ props }: { props?: Record<string, unknown> }) {
  const [value, setValue] = useState<unknown>('');
  return <ControlView control={money(props)} value={value} onChange={setValue} mode="fill" />;
}

test('the 大写 of a CNY amount follows what is typed, under the input', () => {
  render(<App><Filling /></App>);
  expect(screen.getByText('¥')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请输入金额'), { target: { value: '1680.32' } });
  expect(screen.getByText('大写：壹仟陆佰捌拾元零叁角贰分')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请输入金额'), { target: { value: '1680.325' } });
  expect(screen.queryByText(/大写：/)).toBeNull();
});

test('another currency shows its sign and no 大写', () => {
  render(<App><Filling props={{ currency: 'HKD' }} /></App>);
  expect(screen.getByText('HK$')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请输入金额'), { target: { value: '12' } });
  expect(screen.queryByText(/大写：/)).toBeNull();
});

test('the read-only view shows ¥1,234.50 with its 大写', () => {
  render(<App><ControlView control={money()} value="1234.5" mode="readonly" /></App>);
  expect(screen.getByText(/¥1,234\.50/)).toBeInTheDocument();
  expect(screen.getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
});
