import 'reflect-metadata';
import { TravelExport, travelCsv } from '../../../application/export/travel-export';
import type { FlowModelApi } from '../../../application/ports/flow-model-api';
import { tripForm } from '../../../adapters/demo/seed/seed-forms';
import { APPLICANT, APPROVER, FakeInstanceApi, FakeSession, makeInstance } from '../approvals/fakes';

function setUp(admins: string[]) {
  const form = tripForm();
  const flows = {
    getModelDesign: async (modelId: string) => ({
      modelId, version: 1, form, settings: {},
      flow: { id: 'flow-trip', name: '出差', settings: { admins }, root: { id: 'start', type: 'start', name: '发起人', props: {} } },
    }),
  } as unknown as FlowModelApi;
  const instances = new FakeInstanceApi();
  instances.instances = [
    makeInstance('t1', {
      modelId: 'model-trip', modelName: '出差', form, status: 'approved', createdAt: '2025-03-05T08:00:00.000Z',
      values: { trip_start: '2025-03-10', trip_end: '2025-03-12', trip_email: 'a@b.cn', trip_plan: '<p>拜访客户, "A"</p>' },
    }),
    makeInstance('t2', { modelId: 'model-trip', modelName: '出差', form, createdAt: '2025-04-01T08:00:00.000Z', values: { trip_start: '2025-04-02' } }),
    makeInstance('l1', { modelId: 'model-leave', createdAt: '2025-03-05T08:00:00.000Z' }),
  ];
  return { travel: new TravelExport(flows, instances, new FakeSession()), instances };
}

test('出差数据导出 lists the trip applications of the date range with each field as text', async () => {
  const result = await setUp([APPROVER.id]).travel.load({ from: '2025-03-01', to: '2025-03-31' });
  expect(result.isAdmin).toBe(true);
  expect(result.rows.map((r) => r.instanceId)).toEqual(['t1']);
  expect(result.columns.map((c) => c.title)).toContain('出发日期');
  expect(result.rows[0]).toMatchObject({ applicant: APPLICANT.name, status: 'approved' });
  expect(result.rows[0]!.fields).toMatchObject({ trip_start: '2025-03-10', trip_email: 'a@b.cn' });
});

test('出差数据导出 as CSV: a Chinese header, quoted cells where needed, BOM for Excel', async () => {
  const result = await setUp([APPROVER.id]).travel.load({ from: '2025-03-01', to: '2025-03-31' });
  const csv = travelCsv(result);
  expect(csv.startsWith('\uFEFF审批编号,申请人,部门,状态,提交时间,出发日期,返回日期')).toBe(true);
  const line = csv.split('\r\n')[1]!;
  expect(line).toContain(`${APPLICANT.name},销售部,已通过,2025-03-05 08:00,2025-03-10,2025-03-12`);
  expect(line).toContain('"拜访客户, ""A"""');
});

test('出差数据导出 for someone who does not administer the trip flow reads no instance', async () => {
  const { travel, instances } = setUp([APPLICANT.id]);
  expect(await travel.load()).toEqual({ isAdmin: false, columns: [], rows: [] });
  expect(instances.calls).toEqual([]);
});
