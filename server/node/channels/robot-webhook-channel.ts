import { createHmac } from 'node:crypto';
import type { ComposedMessage } from '../../core/delivery-messages';
import type { DeliveryChannel, RobotSetting } from '../../core/store/demo-tables';
import type { DeliveryChannelAdapter, DeliveryTarget } from './delivery-channel';

type RobotChannel = Exclude<DeliveryChannel, 'email'>;

/** DingTalk 加签: HMAC-SHA256 of "<timestamp ms>\n<secret>" keyed by the secret, base64 (then URL-encoded). */
export function dingTalkSignature(timestampMs: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** Feishu 签名校验: HMAC-SHA256 keyed by "<timestamp s>\n<secret>" of the empty string, base64. */
export function feishuSignature(timestampS: number, secret: string): string {
  return createHmac('sha256', `${timestampS}\n${secret}`).update('').digest('base64');
}

/** The request a robot of `channel` expects for a text message. */
export function robotRequest(robot: RobotSetting, message: ComposedMessage, now = Date.now()): { url: string; body: unknown } {
  switch (robot.channel) {
    case 'dingtalk': {
      const url = new URL(robot.url);
      if (robot.secret) {
        url.searchParams.set('timestamp', String(now));
        url.searchParams.set('sign', dingTalkSignature(now, robot.secret));
      }
      return { url: url.toString(), body: { msgtype: 'text', text: { content: message.text } } };
    }
    case 'wecom':
      return { url: robot.url, body: { msgtype: 'text', text: { content: message.text } } };
    case 'feishu': {
      const timestamp = Math.floor(now / 1000);
      const signed = robot.secret ? { timestamp: String(timestamp), sign: feishuSignature(timestamp, robot.secret) } : {};
      return { url: robot.url, body: { ...signed, msg_type: 'text', content: { text: message.text } } };
    }
  }
}

/** Whether the robot's answer says it took the message (each answers 200 with its own error codes). */
function accepted(channel: RobotChannel, body: Record<string, unknown>): boolean {
  if (channel === 'feishu') return (body['code'] ?? body['StatusCode'] ?? 0) === 0;
  return (body['errcode'] ?? 0) === 0;
}

/** Group robots' webhooks: DingTalk (signed), WeCom, Feishu (signed). */
export class RobotWebhookChannel implements DeliveryChannelAdapter {
  constructor(readonly channel: RobotChannel, private readonly fetchFn: typeof fetch = fetch) {}

  async send(target: DeliveryTarget, message: ComposedMessage): Promise<void> {
    if (!('robot' in target)) throw new Error('机器人消息只能发给机器人');
    const { url, body } = robotRequest(target.robot, message);
    const response = await this.fetchFn(url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`机器人接口应答 HTTP ${response.status}`);
    const answer = await response.json().catch(() => ({})) as Record<string, unknown>;
    if (!accepted(this.channel, answer)) throw new Error(`机器人接口拒绝：${String(answer['errmsg'] ?? answer['msg'] ?? JSON.stringify(answer)).slice(0, 200)}`);
  }
}
