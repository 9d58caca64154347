/** @jest-environment jest-fixed-jsdom */
// 流程统计's 按字段筛选 (issue 41): with a flow chosen, a control of its form, an operator and a value; the query
// carries the condition once it is complete, and choosing another flow drops it.
import 'reflect-metadata';
import '../controls/message-channel';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { useState } from 'react';
import { amount } from '../../../domain/controls/types/amount';
import { divider } from '../../../domain/controls/types/divider';
import { filterableControls } from '../../../domain/statistics';
import { FlowStatistics } from '../../../application/statistics/flow-statistics';
import type { StatisticsQuery } from '../../../application/ports/statistics-api';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { StatisticsFilters } from '../../../ui/flow-statistics/statistics-filters';

const budget = { ...amount.create('purchase_budget'), config: { ...amount.create('purchase_budget').config, title: '预算金额' } };
const choices = {
  flows: [{ id: 'model-purchase', name: '采购', categoryId: 'c1' }, { id: 'model-leave', name: '请假', categoryId: 'c1' }],
  categories: [{ id: 'c1', name: '行政' }],
  departments: [],
};

function Harness({ seen }: { seen: (query: StatisticsQuery) => void }) {
  const [query, setQuery] = useState<StatisticsQuery>({});
  return <StatisticsFilters value={query} choices={choices} onRefresh={() => undefined} onChange={(next) => { setQuery(next); seen(next); }} />;
}

/** The flow's fields have loaded (the field select no longer spins). */
const fieldsLoaded = () => waitFor(() => expect(screen.getByRole('combobox', { name: '按字段筛选' })).toBeInTheDocument());

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  // In act: choosing a flow loads its fields, which answer right after the click.
  await act(async () => { fireEvent.click(options[options.length - 1]!); await Promise.resolve(); });
};

test('按字段筛选 appears once a flow is chosen; 预算金额 > 5000 goes into the query as one condition; another flow drops it', async () => {
  const container = new Container();
  const statistics = { filterableFields: async (modelId: string) => (modelId === 'model-purchase' ? filterableControls({ id: 'f', name: '采购', controls: [budget, divider.create('line')] }) : []) };
  container.bind(FlowStatistics).toConstantValue(statistics as unknown as FlowStatistics);
  const seen = jest.fn();
  render(<ContainerProvider container={container}><Harness seen={seen} /></ContainerProvider>);
  expect(screen.queryByRole('combobox', { name: '按字段筛选' })).toBeNull();
  await pick('流程', '采购');
  await fieldsLoaded();
  await pick('按字段筛选', '预算金额');
  // Chosen but without a value: nothing is filtered yet.
  expect(seen).toHaveBeenLastCalledWith({ modelId: 'model-purchase' });
  await pick('字段条件', '>');
  fireEvent.change(screen.getByRole('spinbutton', { name: '预算金额 比较值' }), { target: { value: '5000' } });
  await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ modelId: 'model-purchase', field: JSON.stringify({ controlId: 'purchase_budget', op: 'gt', value: 5000 }) }));
  await pick('流程', '请假');
  await fieldsLoaded();
  expect(seen).toHaveBeenLastCalledWith({ modelId: 'model-leave' });
  expect(within(document.body).queryByText('预算金额', { selector: '.ant-select-selection-item' })).toBeNull();
});
