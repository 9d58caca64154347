/** @jest-environment jest-fixed-jsdom */
// Issue 14, item 7: two-character labels got antd's inserted space (查 询, 提 交, and field buttons like 数 量 in
// the formula dialog); the app's theme turns that off everywhere, dialogs included.
import { render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { AppTheme } from '../../../ui/shell/app-theme';

test('buttons of two Chinese characters read 查询 / 提交, not 查 询 / 提 交, on pages and in dialogs', () => {
  render(
    <AppTheme>
      <Button>查询</Button>
      <Button type="primary">提交</Button>
      <Modal open title="编辑计算公式" footer={null}><Button>数量</Button></Modal>
    </AppTheme>,
  );
  for (const label of ['查询', '提交', '数量']) {
    expect(screen.getByRole('button', { name: label }).textContent).toBe(label);
  }
});
