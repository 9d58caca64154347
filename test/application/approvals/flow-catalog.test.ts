import { FlowCatalog, filterCatalog, launchUrl } from '../../../application/approvals/flow-catalog';
import type { FlowCategory, FlowModelApi, FlowModelSummary } from '../../../application/ports/flow-model-api';
import { FakeFlowModelApi } from './fake-flow-model-api';

function model(id: string, name: string, change: Partial<FlowModelSummary> = {}): FlowModelSummary {
  return { id, name, categoryId: 'c', description: '', status: 'active', publishedVersion: 1, ...change };
}

const CATEGORIES: FlowCategory[] = [
  { id: 'hr', name: '人事', models: [model('leave', '请假', { description: '年假、病假' }), model('old', '旧请假', { status: 'stopped' })] },
  { id: 'fin', name: '财务', models: [model('wipe', '报销'), model('loan', '借款')] },
  { id: 'empty', name: '空分类', models: [] },
];

describe('FlowCatalog', () => {
  test('the application center groups startable flows by category (stopped flows and empty categories left out)', async () => {
    const api = new FakeFlowModelApi();
    api.categories = CATEGORIES;
    const catalog = new FlowCatalog(api as unknown as FlowModelApi);
    await catalog.load();
    expect(catalog.getSnapshot().visible.map((c) => [c.name, c.models.map((m) => m.name)])).toEqual([
      ['人事', ['请假']], ['财务', ['报销', '借款']],
    ]);
  });

  test('search matches flow name, description or category name, trimmed and case-insensitive', () => {
    expect(filterCatalog(CATEGORIES, ' 报销 ').map((c) => c.models.map((m) => m.id))).toEqual([['wipe']]);
    expect(filterCatalog(CATEGORIES, '病假').map((c) => c.models.map((m) => m.id))).toEqual([['leave']]);
    expect(filterCatalog(CATEGORIES, '财务').map((c) => c.models.map((m) => m.id))).toEqual([['wipe', 'loan']]);
    expect(filterCatalog(CATEGORIES, '没有')).toEqual([]);
  });

  test('search keeps its keyword across a reload', async () => {
    const api = new FakeFlowModelApi();
    api.categories = CATEGORIES;
    const catalog = new FlowCatalog(api as unknown as FlowModelApi);
    catalog.search('借款');
    await catalog.load();
    expect(catalog.getSnapshot().visible.flatMap((c) => c.models.map((m) => m.id))).toEqual(['loan']);
  });

  test('clicking a flow opens /newFlowLaunch?id=…&modelName=…', () => {
    expect(launchUrl({ id: 'leave', name: '请假 申请' })).toBe('/newFlowLaunch?id=leave&modelName=%E8%AF%B7%E5%81%87+%E7%94%B3%E8%AF%B7');
  });
});
