/** @jest-environment jest-fixed-jsdom */
// 扩展设置 (issue 27): 审批编号 with its example, 标题规则 edited by name and stored by id, the 工作日历.
import 'reflect-metadata';
import { fireEvent, render, screen } from '@testing-library/react';
import { CalendarEditor, type CalendarSetting } from '../../../ui/flow-designer/settings/calendar-editor';
import { SerialNoEditor } from '../../../ui/flow-designer/settings/serial-no-editor';
import { TitleRuleEditor } from '../../../ui/flow-designer/settings/title-rule-editor';
import type { SerialNoRule } from '../../../domain/flow';
import { loadForm } from '../../fixtures/flows/flow-fixtures';

describe('审批编号 editor (serialNo)', () => {
  it('serialNo: switching it on stores a rule; the example shows the next number with today\'s date', () => {
    const changes: Array<SerialNoRule | undefined> = [];
    const { rerender } = render(<SerialNoEditor settings={{}} today="2026-11-24" onChange={(r) => changes.push(r)} />);
    expect(screen.queryByTestId('serial-example')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '启用审批编号' }));
    expect(changes.at(-1)).toEqual({ prefix: '', date: 'YYYYMMDD', digits: 4, separator: '', reset: 'daily' });
    rerender(<SerialNoEditor settings={{ serialNo: { prefix: 'QJ', date: 'YYYYMMDD', digits: 4, separator: '-', reset: 'daily' } }} today="2026-11-24" onChange={(r) => changes.push(r)} />);
    expect(screen.getByTestId('serial-example').textContent).toBe('QJ-20261124-0001');
    fireEvent.change(screen.getByRole('textbox', { name: '编号前缀' }), { target: { value: 'BX' } });
    expect(changes.at(-1)).toMatchObject({ prefix: 'BX', separator: '-' });
  });
});

describe('标题规则 editor (titleRule)', () => {
  const form = loadForm('leave');

  it('titleRule is shown with names and stored with ids', () => {
    const changes: Array<string | undefined> = [];
    render(<TitleRuleEditor settings={{ titleRule: '{initiator}请假{leave_days}' }} form={form} onChange={(r) => changes.push(r)} />);
    const input = screen.getByRole('textbox', { name: '标题规则' }) as HTMLInputElement;
    expect(input.value).toBe('{发起人}请假{请假天数}');
    fireEvent.change(input, { target: { value: '{发起人}请假{请假天数}（{请假类型}）' } });
    expect(changes.at(-1)).toBe('{initiator}请假{leave_days}（{leave_type}）');
    fireEvent.click(screen.getByText('发起日期'));
    expect(changes.at(-1)).toBe('{initiator}请假{leave_days}{date}');
  });

  it('titleRule naming a field not in the form is pointed out; emptying it removes the rule', () => {
    const changes: Array<string | undefined> = [];
    render(<TitleRuleEditor settings={{ titleRule: '{initiator}{物品名称}' }} form={form} onChange={(r) => changes.push(r)} />);
    expect(screen.getByText('表单中没有这些字段：物品名称')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '标题规则' }), { target: { value: '' } });
    expect(changes.at(-1)).toBeUndefined();
  });
});

describe('工作日历 editor (calendar)', () => {
  it('calendar: defaults Monday–Friday 09:00–18:00; unticking a weekday stores the rest', () => {
    const changes: CalendarSetting[] = [];
    render(<CalendarEditor settings={{}} onChange={(c) => changes.push(c)} />);
    const friday = screen.getByRole('checkbox', { name: '周五' }) as HTMLInputElement;
    expect(friday.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '周六' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(friday);
    expect(changes.at(-1)).toEqual({ workdays: [1, 2, 3, 4], hours: ['09:00', '18:00'], holidays: [], extraWorkdays: [] });
  });

  it('calendar: holidays and extra working days are listed and removable', () => {
    const changes: CalendarSetting[] = [];
    render(<CalendarEditor settings={{ calendar: { holidays: ['2026-10-01'], extraWorkdays: ['2026-10-10'] } }} onChange={(c) => changes.push(c)} />);
    expect(screen.getByText('2026-10-10')).toBeTruthy();
    fireEvent.click(screen.getByText('2026-10-01').parentElement!.querySelector('.ant-tag-close-icon')!);
    expect(changes.at(-1)).toMatchObject({ holidays: [], extraWorkdays: ['2026-10-10'] });
  });
});
