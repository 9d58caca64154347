import { callerSummary, type Caller } from '../core/caller';
import type { DemoStore } from '../core/store/demo-store';
import { DEFAULT_WORK_CALENDAR } from '../../domain/calendar/work-calendar';
import { leaveDays } from '../../domain/calendar/leave-days';
import { jsonBody, ok, query, refuse, route } from './handler-kit';

const agents = [
  { id: 'ag-1', name: '华东代理商' }, { id: 'ag-2', name: '华南代理商' }, { id: 'ag-3', name: '华北代理商' },
  { id: 'ag-4', name: '西南代理商' }, { id: 'ag-5', name: '东北代理商' },
];

/** The demo targets of the seeded remote API definitions (remote dropdown, remote input, days input). */
export function remoteDemoHandlers(store: DemoStore) {
  const keywordFilter = <T extends { name: string }>(items: T[], keyword: string | null | undefined) =>
    (keyword?.trim() ? items.filter((x) => x.name.includes(keyword.trim())) : items);
  return [
    route(store, 'post', '/api/demo/agents', async ({ request }) => {
      const { keyword } = await jsonBody<{ keyword?: string }>(request);
      return ok({ agents: keywordFilter(agents, keyword) });
    }),
    route(store, 'get', '/api/demo/business_trips', async ({ request, caller }) => {
      const mine = await store.read(async (tx) => tx.instances.find({ index: '[applicantId+createdAt]', equals: [caller.userId] }));
      const trips = mine.filter((i) => i.modelId === 'model-trip')
        .map((i) => ({ id: i.id, name: i.title, date: i.values['trip_start'], target: i.values['trip_region'], create_time: i.createdAt }));
      return ok({ list: keywordFilter(trips, query(request).get('keyword')) });
    }),
    route(store, 'get', '/api/demo/crm_logs', async ({ request, caller }) => {
      const me = await store.read((tx) => callerSummary(tx, caller));
      const logs = [
        { id: 'crm-1', name: '拜访北京市第一中学', work_detail: '沟通采购需求', create_time: '2025-03-01 10:00', departments: me.department },
        { id: 'crm-2', name: '电话回访华东代理商', work_detail: '确认合同细节', create_time: '2025-03-02 15:30', departments: me.department },
      ];
      return ok({ list: keywordFilter(logs, query(request).get('keyword')) });
    }),
    // The working days between begin and end, in half days (the days input's API). The call names no flow, so
    // the default calendar counts (09:00–18:00, Monday to Friday).
    route(store, 'get', '/api/demo/leave_days', ({ request }) => {
      const q = query(request);
      const days = leaveDays(DEFAULT_WORK_CALENDAR, q.get('begin'), q.get('end'));
      return days === undefined ? refuse(400, '开始时间不能晚于结束时间') : ok({ days });
    }),
    // The target of "submit form to a given url" in the demo: echoes what it received.
    route(store, 'post', '/api/demo/submit', async ({ request }) => ok({ received: await jsonBody(request) })),
  ];
}
