import type { ApiDefinition, ApiDefinitionApi, ApiDefinitionQuery } from '../../../application/ports/api-definition-api';
import { ApiDefinitionsAdmin, apiDefinitionProblem } from '../../../application/admin/api-definitions-admin';
import { parseFormValueLines } from '../../../application/admin/form-values-admin';
import { flowRows } from '../../../application/admin/flow-catalog-admin';
import { RemoteList, LOAD_FAILED_TEXT } from '../../../application/admin/remote-list';

class InMemoryApiDefinitions implements ApiDefinitionApi {
  apis: ApiDefinition[] = [];
  failNextList = false;
  async getApis(query: ApiDefinitionQuery) {
    if (this.failNextList) { this.failNextList = false; throw new Error('boom'); }
    const list = this.apis.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
    return { list, total: this.apis.length, page: query.page, pageSize: query.pageSize };
  }
  async getApi(id: string) { return this.apis.find((a) => a.id === id)!; }
  async addApi(api: Omit<ApiDefinition, 'id' | 'status'>) {
    const id = String(this.apis.length + 1);
    this.apis.push({ ...api, id, status: 'Active' });
    return { id };
  }
  async updateApi(api: Omit<ApiDefinition, 'status'>) { this.apis = this.apis.map((a) => (a.id === api.id ? { ...a, ...api } : a)); }
  async deleteApi(id: string) { this.apis = this.apis.filter((a) => a.id !== id); }
  async stopApi(id: string) { this.apis = this.apis.map((a) => (a.id === id ? { ...a, status: 'Stopped' } : a)); }
  async activateApi(id: string) { this.apis = this.apis.map((a) => (a.id === id ? { ...a, status: 'Active' } : a)); }
}

const draft = { name: '员工列表', url: '/api/baseinfo/get_staff_list', request_method: 'GET' as const, request_content_type: 'application/json' as const, params: [{ name: 'name', value: '', input: true }] };

describe('API definitions admin (/apiManage)', () => {
  it('adding an API reloads the list with it, stopping it shows it stopped', async () => {
    const api = new InMemoryApiDefinitions();
    const admin = new ApiDefinitionsAdmin(api);
    await admin.save(draft);
    expect(admin.list.snapshot.items.map((a) => a.name)).toEqual(['员工列表']);
    await admin.setActive('1', false);
    expect(admin.list.snapshot.items[0].status).toBe('Stopped');
    await admin.remove('1');
    expect(admin.list.snapshot.total).toBe(0);
  });

  it('a definition with two input params is refused before any call', async () => {
    const api = new InMemoryApiDefinitions();
    const admin = new ApiDefinitionsAdmin(api);
    const bad = { ...draft, params: [{ name: 'a', value: '', input: true }, { name: 'b', value: '', input: true }] };
    await expect(admin.save(bad)).rejects.toThrow('只能有一个参数作为输入参数');
    expect(api.apis).toEqual([]);
    expect(apiDefinitionProblem({ ...draft, url: 'ftp://x' })).toBe('接口地址需以 http://、https:// 或 / 开头');
  });

  it('a failed load shows 获取数据失败 and keeps the previous items', async () => {
    const api = new InMemoryApiDefinitions();
    const admin = new ApiDefinitionsAdmin(api);
    await admin.save(draft);
    api.failNextList = true;
    await admin.list.load();
    expect(admin.list.snapshot.error).toBe(LOAD_FAILED_TEXT);
    expect(admin.list.snapshot.items).toHaveLength(1);
  });
});

describe('remote list', () => {
  it('ignores a stale answer that arrives after a newer query', async () => {
    const resolvers: Array<(v: { list: string[]; total: number }) => void> = [];
    const list = new RemoteList<string, { q: string }>(() => new Promise((resolve) => resolvers.push(resolve)), { q: '' });
    const first = list.load({ q: 'a' });
    const second = list.load({ q: 'ab' });
    resolvers[1]({ list: ['new'], total: 1 });
    resolvers[0]({ list: ['old'], total: 1 });
    await Promise.all([first, second]);
    expect(list.snapshot.items).toEqual(['new']);
    expect(list.snapshot.query).toEqual({ q: 'ab' });
  });
});

describe('form values admin (/formValueManage)', () => {
  it('one value per line: blanks dropped, duplicates kept once, order kept', () => {
    expect(parseFormValueLines(' 北京 \n\n上海\n北京\r\n广州')).toEqual(['北京', '上海', '广州']);
  });
});

describe('flow catalogue admin (/flowManage)', () => {
  it('flattens categories and filters by flow or category name', () => {
    const model = (id: string, name: string) => ({ id, name, categoryId: 'c', description: '', status: 'active' as const, publishedVersion: 1 });
    const categories = [
      { id: 'c1', name: '人事', models: [model('1', '请假'), model('2', '加班')] },
      { id: 'c2', name: '财务', models: [model('3', '报销')] },
    ];
    expect(flowRows(categories).map((r) => r.name)).toEqual(['请假', '加班', '报销']);
    expect(flowRows(categories, '财务').map((r) => r.name)).toEqual(['报销']);
    expect(flowRows(categories, '假').map((r) => `${r.categoryName}/${r.name}`)).toEqual(['人事/请假']);
  });
});
