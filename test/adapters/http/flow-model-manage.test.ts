// Issue 16: 新建流程, 复制, 删除 through the demo backend, and the application center's list (only published,
// active flows the signed-in person may launch).
import { AxiosFlowModelApi } from '../../../adapters/http/axios-flow-model-api';
import { parseFlow } from '../../../domain/flow';
import { createHarness, lastRequest, resetHarness, type Harness } from '../support/demo-harness';

let h: Harness & { close(): void };
let flows: AxiosFlowModelApi;

beforeAll(async () => {
  h = await createHarness();
  flows = new AxiosFlowModelApi(h.http, h.errors);
});
afterEach(async () => { await resetHarness(h); });
// 陈志远 (系统管理员) makes these admin calls: the backend refuses them to anyone without the right (issue 25).
beforeEach(async () => { await h.store.signInAs('u-ceo'); });
afterAll(() => h.close());

const names = async (scope?: 'manage') => (await flows.getCategoryList(scope)).flatMap((c) => c.models.map((m) => m.name));

describe('flow models: create, copy, delete', () => {
  it('新建流程 makes an unpublished flow with an empty form and a flow holding only the start node', async () => {
    const model = await flows.createModel({ name: ' 用章申请 ', categoryId: 'cat-other', icon: 'seal', description: '公章使用' });
    expect(JSON.parse(lastRequest(h, '/create_model').body)).toEqual({ name: ' 用章申请 ', categoryId: 'cat-other', icon: 'seal', description: '公章使用' });
    expect(model).toMatchObject({ name: '用章申请', categoryId: 'cat-other', icon: 'seal', publishedVersion: 0, status: 'active' });
    const design = await flows.getModelDesign(model.id);
    expect(design.form.controls).toEqual([]);
    const parsed = parseFlow(design.flow);
    expect(parsed.ok && parsed.flow.root.type === 'start' && parsed.flow.root.next === undefined).toBe(true);
    expect(await names('manage')).toContain('用章申请');
  });

  it('新建流程 without a name or with an unknown category is refused with a Chinese message', async () => {
    await expect(flows.createModel({ name: '  ', categoryId: 'cat-other', description: '' })).rejects.toMatchObject({ code: 400, data: { msg: '流程名称不能为空' } });
    await expect(flows.createModel({ name: '甲', categoryId: 'nope', description: '' })).rejects.toMatchObject({ code: 400, data: { msg: '请选择流程分类' } });
  });

  it('复制 copies form, flow and settings as a new unpublished flow named 副本', async () => {
    const source = await flows.getModelDesign('model-leave');
    const copy = await flows.copyModel('model-leave');
    expect(copy).toMatchObject({ name: '请假 副本', publishedVersion: 0 });
    expect(copy.id).not.toBe('model-leave');
    const design = await flows.getModelDesign(copy.id);
    expect(design.form.controls.map((c) => c.id)).toEqual(source.form.controls.map((c) => c.id));
    expect(design.settings).toEqual(source.settings);
    const [a, b] = [parseFlow(design.flow), parseFlow(source.flow)];
    expect(a.ok && b.ok && JSON.stringify(a.flow.root)).toBe(b.ok && JSON.stringify(b.flow.root));
  });

  it('删除 removes a flow without instances; one with instances is refused and can only be stopped', async () => {
    const model = await flows.createModel({ name: '临时流程', categoryId: 'cat-other', description: '' });
    await flows.deleteModel(model.id);
    expect(await names('manage')).not.toContain('临时流程');
    await expect(flows.deleteModel('model-leave')).rejects.toMatchObject({ code: 400, data: { msg: expect.stringMatching(/^该流程已有 \d+ 条审批记录，不能删除，只能停用$/) as string } });
    expect(await names('manage')).toContain('请假');
  });
});

describe('the application center lists only published, active flows the user may launch', () => {
  it('an unpublished flow and a stopped flow are listed for 流程管理 only', async () => {
    await flows.createModel({ name: '未发布的流程', categoryId: 'cat-other', description: '' });
    await flows.updateModel({ id: 'model-trip', status: 'stopped' });
    const launchable = await names();
    expect(launchable).not.toContain('未发布的流程');
    expect(launchable).not.toContain('出差');
    expect(launchable).toContain('请假');
    expect(await names('manage')).toEqual(expect.arrayContaining(['未发布的流程', '出差', '请假']));
    expect(lastRequest(h, '/get_category_list').search.get('scope')).toBe('manage');
  });

  it('a flow whose published 谁可以发起 leaves the user out is not listed to them', async () => {
    const design = await flows.getModelDesign('model-leave');
    const { version } = await flows.saveModelDesign({ ...design, settings: { ...design.settings, launchScope: { everyone: false, deptIds: [], userIds: ['u-nobody'], roleIds: [] } } });
    await flows.apply('model-leave', version);
    expect(await names()).not.toContain('请假');
    const again = await flows.getModelDesign('model-leave');
    const next = await flows.saveModelDesign({ ...again, settings: { ...again.settings, launchScope: { everyone: true, deptIds: [], userIds: [], roleIds: [] } } });
    await flows.apply('model-leave', next.version);
    expect(await names()).toContain('请假');
  });
});
