import type { Caller } from '../core/caller';
import { ROBOTS_SETTING, robotsIn } from '../core/delivery-plan';
import { preferencesIn, preferencesOf, savePreferences } from '../core/notify-preferences';
import type { DemoStore } from '../core/store/demo-store';
import type { RobotSetting } from '../core/store/demo-tables';
import { jsonBody, ok, query, refuse, route } from './handler-kit';

const R = '/flow/workflow/notify/';
const CHANNELS: ReadonlySet<string> = new Set(['dingtalk', 'wecom', 'feishu']);

export const NotifyMessages = {
  robotsNotList: '请提供机器人列表',
  robotInvalid: (i: number) => `第 ${i + 1} 个机器人无效：需要类型（钉钉、企业微信、飞书）、名称和 http(s) 地址`,
} as const;

/** A robot as sent, checked; undefined when it is not one. */
function robotOf(value: unknown, i: number): RobotSetting | undefined {
  const r = value as Partial<RobotSetting> | null;
  if (!r || typeof r !== 'object' || !CHANNELS.has(String(r.channel)) || typeof r.name !== 'string' || !r.name.trim()
    || typeof r.url !== 'string' || !/^https?:\/\//.test(r.url)) return undefined;
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  return {
    id: typeof r.id === 'string' && r.id ? r.id : `robot-${i + 1}-${Date.now().toString(36)}`,
    channel: r.channel as RobotSetting['channel'], name: r.name.trim(), url: r.url,
    ...(typeof r.secret === 'string' && r.secret ? { secret: r.secret } : {}),
    modelIds: ids(r.modelIds), deptIds: ids(r.deptIds),
  };
}

/**
 * The ways out (issue 40): everyone's own 通知设置; for a 系统管理员 (guarded-calls.ts) the group robots — per flow (`modelIds`) or per
 * applicant's department (`deptIds`) — and the record of every send (who, channel, event, outcome).
 */
export function notifyHandlers(store: DemoStore) {
  return [
    // 通知设置: the caller's own (mail on or off, a quiet time).
    route(store, 'get', `${R}my_settings`, ({ caller }) => store.read(async (tx) => ok(await preferencesIn(tx, caller.userId)))),
    route(store, 'post', `${R}my_settings`, async ({ request, caller }) => {
      const preferences = preferencesOf(await jsonBody(request));
      if (typeof preferences === 'string') return refuse(400, preferences);
      await store.write(async (tx) => savePreferences(tx, caller.userId, preferences));
      return ok(preferences);
    }),
    route(store, 'get', `${R}robots`, () => store.read(async (tx) => ok({ list: await robotsIn(tx) }))),
    route(store, 'post', `${R}robots`, async ({ request }) => {
      const { list } = await jsonBody<{ list?: unknown }>(request);
      if (!Array.isArray(list)) return refuse(400, NotifyMessages.robotsNotList);
      const robots: RobotSetting[] = [];
      for (const [i, item] of list.entries()) {
        const robot = robotOf(item, i);
        if (!robot) return refuse(400, NotifyMessages.robotInvalid(i));
        robots.push(robot);
      }
      await store.write((tx) => tx.settings.put({ key: ROBOTS_SETTING, value: robots }));
      return ok({ list: robots });
    }),
    route(store, 'get', `${R}deliveries`, ({ request }) => store.read(async (tx) => {
      const instanceId = query(request).get('instanceId');
      const rows = instanceId ? await tx.deliveries.find({ index: 'instanceId', equals: [instanceId] }) : await tx.deliveries.all();
      return ok({ list: rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).slice(0, 500) });
    })),
  ];
}
