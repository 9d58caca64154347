import { DesignerSession } from '../../../application/designer/designer-session';
import { FlowDesignerSession } from '../../../application/designer/flow-designer-session';
import { FlowPublisher } from '../../../application/designer/flow-publisher';
import { SubflowCatalog } from '../../../application/designer/subflow-catalog';
import type { FlowModel, FlowModelApi } from '../../../application/ports/flow-model-api';
import { environment } from '../../fixtures/flows/flow-fixtures';
import { FakeFlowModelApi } from './fake-flow-model-api';
import { loadedOrganisation } from './loaded-organisation';

const leave = environment('leave');

class PublishingApi extends FakeFlowModelApi {
  applied: Array<{ modelId: string; version: number }> = [];
  model: FlowModel = { id: 'm1', name: '请假', categoryId: 'cat-hr', description: '', status: 'active', publishedVersion: 1, formId: 'f', createdAt: '', updatedAt: '' };
  async getModel(): Promise<FlowModel> { return this.model; }
  override async getCategoryList() {
    const draft = { id: 'm-draft', name: '草稿流程', categoryId: 'cat-hr', description: '', status: 'active' as const, publishedVersion: 0 };
    return [{ id: 'cat-hr', name: '人事', models: [draft] }];
  }
  async updateModel(update: Partial<FlowModel>): Promise<FlowModel> { this.model = { ...this.model, ...update }; return this.model; }
  async apply(modelId: string, version: number) {
    this.applied.push({ modelId, version });
    return { publishedVersion: version, publishedAt: '2025-03-05T02:00:00.000Z' };
  }
}

async function opened() {
  const api = new PublishingApi();
  api.seed('m1', leave.form, leave.flow);
  const designer = new DesignerSession(api as unknown as FlowModelApi);
  const organisation = loadedOrganisation();
  const flow = new FlowDesignerSession(designer, organisation);
  const publisher = new FlowPublisher(designer, api as unknown as FlowModelApi, organisation, new SubflowCatalog(api as unknown as FlowModelApi));
  await designer.load('m1');
  await publisher.open('m1');
  return { api, designer, flow, publisher };
}

describe('FlowPublisher', () => {
  test('publish is refused with the problems, each naming its tab and node; nothing is saved or applied', async () => {
    const { api, flow, publisher } = await opened();
    const cc = flow.addNode({ afterNodeId: 'start' }, 'cc')!;
    const result = await publisher.publish();
    expect(result.ok).toBe(false);
    expect(publisher.snapshot.problems).toEqual([{ tab: 'flowEditor', targetId: cc, where: '抄送人', message: '「抄送人」请设置抄送人' }]);
    expect(api.saves).toHaveLength(0);
    expect(api.applied).toHaveLength(0);
  });

  test('the designer checks a 子流程 against the flows: a flow that does not exist or is not published', async () => {
    const { flow, publisher } = await opened();
    const sub = flow.addNode({ afterNodeId: 'start' }, 'subflow')!;
    flow.updateNodeProps(sub, { subflow: { flowId: 'm-draft', fieldMap: {}, initiator: 'initiator', wait: true } });
    await publisher.check();
    expect(publisher.snapshot.problems).toEqual([{ tab: 'flowEditor', targetId: sub, where: '子流程', message: '「子流程」选择的子流程「草稿流程」尚未发布，请先发布或重新选择' }]);
    flow.updateNodeProps(sub, { subflow: { flowId: 'm-gone', fieldMap: {}, initiator: 'initiator', wait: true } });
    await publisher.check();
    expect(publisher.snapshot.problems.map((p) => p.message)).toEqual(['「子流程」选择的子流程不存在：m-gone，请重新选择']);
  });

  test('with no problem, publish saves the changed design and applies the saved version', async () => {
    const { api, designer, flow, publisher } = await opened();
    const cc = flow.addNode({ afterNodeId: 'start' }, 'cc')!;
    flow.setAssignee(cc, { type: 'initiator' });
    const result = await publisher.publish();
    expect(result).toEqual({ ok: true, version: 2, at: '2025-03-05T02:00:00.000Z' });
    expect(api.applied).toEqual([{ modelId: 'm1', version: 2 }]);
    expect(designer.snapshot.dirty).toBe(false);
    expect(publisher.snapshot.model).toMatchObject({ publishedVersion: 2, publishedAt: '2025-03-05T02:00:00.000Z' });
    // issue 43 #9: the draft just published is the published design (应用发布 then says 与已发布的版本 N 相同).
    expect(publisher.snapshot.model?.publishedDesign).toBe(designer.snapshot.version);
  });

  test('issue 43 #10: after 发布 the result says 发布成功 with the new version, no longer 检查通过，可以发布', async () => {
    const { flow, publisher } = await opened();
    const cc = flow.addNode({ afterNodeId: 'start' }, 'cc')!;
    flow.setAssignee(cc, { type: 'initiator' });
    await publisher.check();
    expect(publisher.snapshot).toMatchObject({ checked: true, problems: [] });
    await publisher.publish();
    expect(publisher.snapshot).toMatchObject({ checked: false, problems: [], success: '发布成功（版本 2）' });
    await publisher.check();
    expect(publisher.snapshot).toMatchObject({ checked: true, success: undefined });
  });

  test('a launch scope naming nobody and an empty flow name are problems of the publish tab', async () => {
    const { publisher } = await opened();
    publisher.setLaunchScope({ everyone: false, deptIds: [], userIds: [], roleIds: [] });
    publisher.updateInfo({ name: ' ' });
    const problems = await publisher.check();
    expect(problems.map((p) => [p.tab, p.targetId, p.message])).toEqual([
      ['appPublish', 'name', '请填写流程名称'],
      ['appPublish', 'launchScope', '「谁可以发起」请至少选择一个部门、成员或角色，或选择所有人'],
    ]);
  });

  test('issue 32: a shown problem list re-checks on every change — fixing the problem clears it without pressing 检查', async () => {
    const { flow, publisher } = await opened();
    const cc = flow.addNode({ afterNodeId: 'start' }, 'cc')!;
    publisher.updateInfo({ name: '' });
    await publisher.publish();
    expect(publisher.snapshot.problems.map((p) => p.targetId)).toEqual(['name', cc]);

    flow.setAssignee(cc, { type: 'initiator' });
    await until(() => publisher.snapshot.problems.length === 1);
    expect(publisher.snapshot.problems.map((p) => p.targetId)).toEqual(['name']);

    publisher.updateInfo({ name: '请假' });
    await until(() => publisher.snapshot.problems.length === 0);
    expect(publisher.snapshot.checked).toBe(true);
  });

  test('no list on screen, no re-check: changes before the first 检查 show no problems', async () => {
    const { flow, publisher } = await opened();
    flow.addNode({ afterNodeId: 'start' }, 'cc');
    publisher.updateInfo({ name: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publisher.snapshot).toMatchObject({ problems: [], checked: false });
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
