import type { Caller } from '../core/caller';
import { ROBOTS_SETTING, robotsIn } from '../core/delivery-plan';
import { preferencesIn, preferencesOf, savePreferences } from '../core/notify-preferences';
import type { DemoStore } from '../core/store/demo-store';
import type { RobotSetting } from '../core/store/demo-tables';
import { postToRobot } from '../core/robot-posts';
import { outboundUrlProblem } from '../../domain/flow';
import { jsonBody, ok, query, refuse, route } from './handler-kit';

const R = '/flow/workflow/notify/';
const CHANNELS: ReadonlySet<string> = new Set(['dingtalk', 'wecom', 'feishu']);

export const NotifyMessages = {
  robotsNotList: '请提供机器人列表',
  robotInvalid: (i: number) => `第 ${i + 1} 个机器人无效：需要类型（钉钉、企业微信、飞书）、名称和 http(s) 地址`,
  robotAddress: (i: number, problem: string) => `第 ${i + 1} 个机器人的地址不能使用：${problem}`,
  robotMissing: '机器人不存在，请先保存',
  testText: (name: string) => `【审批流】测试消息：群机器人「${name}」设置成功。`,
} as const;

/**
 * A robot as sent, checked; a string says why it is refused. Its address passes the outbound check of every
 * design's request (issue 38: http(s), no inside address unless OUTBOUND_ALLOW names its host). A secret left
 * out keeps the one stored for the same id (the browser only ever sees it masked); an empty one removes it.
 */
function robotOf(value: unknown, i: number, stored: ReadonlyMap<string, RobotSetting>, allow: readonly string[]): RobotSetting | string {
  const r = value as Partial<RobotSetting> | null;
  if (!r || typeof r !== 'object' || !CHANNELS.has(String(r.channel)) || typeof r.name !== 'string' || !r.name.trim()
    || typeof r.url !== 'string' || !/^https?:\/\//.test(r.url)) return NotifyMessages.robotInvalid(i);
  const problem = outboundUrlProblem(r.url, allow);
  if (problem) return NotifyMessages.robotAddress(i, problem);
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  const id = typeof r.id === 'string' && r.id ? r.id : `robot-${i + 1}-${Date.now().toString(36)}`;
  const secret = typeof r.secret === 'string' ? r.secret : stored.get(id)?.secret;
  return {
    id, channel: r.channel as RobotSetting['channel'], name: r.name.trim(), url: r.url,
    ...(secret ? { secret } : {}),
    modelIds: ids(r.modelIds), deptIds: ids(r.deptIds),
  };
}

/** A robot as the browser sees it: the secret masked (its last 4 characters of a long one), never in full. */
export function maskedRobot(robot: RobotSetting): Omit<RobotSetting, 'secret'> & { secretMask?: string } {
  const { secret, ...rest } = robot;
  if (!secret) return rest;
  return { ...rest, secretMask: secret.length >= 12 ? `******${secret.slice(-4)}` : '******' };
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
    route(store, 'get', `${R}robots`, () => store.read(async (tx) => ok({ list: (await robotsIn(tx)).map(maskedRobot) }))),
    route(store, 'post', `${R}robots`, async ({ request }) => {
      const { list } = await jsonBody<{ list?: unknown }>(request);
      if (!Array.isArray(list)) return refuse(400, NotifyMessages.robotsNotList);
      return store.write(async (tx) => {
        const stored = new Map((await robotsIn(tx)).map((r) => [r.id, r]));
        const robots: RobotSetting[] = [];
        for (const [i, item] of list.entries()) {
          const robot = robotOf(item, i, stored, store.outboundAllow);
          if (typeof robot === 'string') return refuse(400, robot);
          robots.push(robot);
        }
        await tx.settings.put({ key: ROBOTS_SETTING, value: robots });
        return ok({ list: robots.map(maskedRobot) });
      });
    }),
    // 测试发送: a test message to a saved robot, through the same outbound check as every send.
    route(store, 'post', `${R}test_robot`, async ({ request }) => {
      const { id } = await jsonBody<{ id?: unknown }>(request);
      const robot = await store.read(async (tx) => (await robotsIn(tx)).find((r) => r.id === id));
      if (!robot) return refuse(404, NotifyMessages.robotMissing);
      const refused = await postToRobot(store.outbound, robot, NotifyMessages.testText(robot.name));
      return refused ? refuse(400, `测试发送失败：${refused}`) : ok({ sent: true });
    }),
    route(store, 'get', `${R}deliveries`, ({ request }) => store.read(async (tx) => {
      const instanceId = query(request).get('instanceId');
      const rows = instanceId ? await tx.deliveries.find({ index: 'instanceId', equals: [instanceId] }) : await tx.deliveries.all();
      return ok({ list: rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).slice(0, 500) });
    })),
  ];
}
