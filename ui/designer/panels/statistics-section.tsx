import { useState } from 'react';
import { App, Button, Checkbox, Modal, Select, Space, Typography } from 'antd';
import type { Control } from '../../../domain/model/control';
import * as d from '../../../domain/designer';
import { onControlResult } from '../../../application/designer/form-edits';
import { useDesignerSession, useDesignerState } from '../use-designer';
import { PanelSection } from './panel-section';

/** Table statistics rules (table, number column, + or -) and the statistics setting dialog. */
export function StatisticsSection({ control }: { control: Control }) {
  const session = useDesignerSession();
  const { form } = useDesignerState();
  const { message } = App.useApp();
  const [settingOpen, setSettingOpen] = useState(false);
  const id = control.id;
  const tables = d.statisticsTables(form);
  const rules = d.rulesOf(control);
  const refuse = (refusal: string | undefined) => { if (refusal) void message.warning(refusal); };
  return (
    <PanelSection title="统计规则" extra={<Button size="small" type="link" onClick={() => setSettingOpen(true)}>统计设置</Button>}>
      <div data-testid="statistics-rules">
        {rules.map((rule, index) => (
          <Space key={index} size={4} style={{ marginBottom: 6 }} wrap>
            <Select size="small" style={{ width: 110 }} value={rule.calculateType} aria-label="计算方式"
              options={[{ value: '+', label: '加（+）' }, { value: '-', label: '减（-）' }]}
              onChange={(v: string) => refuse(session.applyResult('ruleType', onControlResult(id, (c) => d.setRuleCalculateType(c, index, v))))} />
            <Select size="small" style={{ width: 110 }} value={rule.tableId || undefined} placeholder="选择表格" aria-label="统计表格"
              options={tables.map((t) => ({ value: t.id, label: t.config.title }))}
              onChange={(tableId: string) => session.edit(id, 'ruleTable', (c) => d.setRuleTable(c, index, tableId))} />
            <Select size="small" style={{ width: 110 }} value={rule.tableColumnId || undefined} placeholder="选择数字列" aria-label="统计列"
              options={d.selectableStatisticsColumns(form, control, index).map((c) => ({ value: c.id, label: c.config.title }))}
              notFoundContent="没有可选的数字列"
              onChange={(columnId: string) => refuse(session.applyResult('ruleColumn', (f) => onControlResult(id, (c) => d.setRuleColumn(f, c, index, columnId))(f)))} />
            <Button size="small" type="text" danger disabled={!d.canRemoveStatisticsRule(control)} aria-label="删除规则"
              onClick={() => refuse(session.applyResult('removeRule', onControlResult(id, (c) => d.removeStatisticsRule(c, index))))}>删除</Button>
          </Space>
        ))}
      </div>
      <Button size="small" onClick={() => session.edit(id, 'addRule', d.addStatisticsRule)}>添加规则</Button>
      {!d.canRemoveStatisticsRule(control) && <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>至少保留一条统计规则</Typography.Text>}
      <StatisticsSettingDialog open={settingOpen} control={control} tables={tables} onClose={() => setSettingOpen(false)} />
    </PanelSection>
  );
}

function StatisticsSettingDialog({ open, control, tables, onClose }: { open: boolean; control: Control; tables: Control[]; onClose(): void }) {
  const session = useDesignerSession();
  const props = control.props;
  const set = (setting: Parameters<typeof d.setStatisticsCounting>[1]) => session.edit(control.id, 'statisticsSetting', (c) => d.setStatisticsCounting(c, setting));
  return (
    <Modal open={open} title="统计设置" footer={null} onCancel={onClose}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Checkbox checked={props.isShowTableStatisticsCount === true} onChange={(e) => set({ isShowTableStatisticsCount: e.target.checked })}>显示统计的表格数</Checkbox>
        <Checkbox checked={props.isShowBillsCount === true} onChange={(e) => set({ isShowBillsCount: e.target.checked })}>显示单据数</Checkbox>
        {props.isShowBillsCount === true && (
          <Select mode="multiple" style={{ width: '100%' }} placeholder="计入单据数的表格" value={props.billCountTableIds ?? []}
            options={tables.map((t) => ({ value: t.id, label: t.config.title }))} onChange={(ids: string[]) => set({ billCountTableIds: ids })} />
        )}
      </Space>
    </Modal>
  );
}
