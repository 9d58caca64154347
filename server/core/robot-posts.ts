/**
 * A group robot's post (issue 40) sent through the one outbound check (issue 38): the DingTalk / WeCom / Feishu
 * request with its signature, handed to the store's `Outbound` adapter — http(s) only, the resolved address
 * refused when it is inside (loopback, private, link-local, unique-local, multicast, metadata) unless its host is
 * in OUTBOUND_ALLOW, no redirect followed, time and size limited. The delivery worker and 测试发送 both post here.
 * WebCrypto (not node:crypto): the core runs in the browser demo too.
 */
import type { OutboundRequests } from '../../application/ports/outbound-requests';
import type { RobotSetting } from './store/demo-tables';

async function hmacBase64(key: string, data: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(data)));
  return btoa(String.fromCharCode(...signature));
}

/** DingTalk 加签: HMAC-SHA256 of "<timestamp ms>\n<secret>" keyed by the secret, base64 (then URL-encoded). */
export function dingTalkSignature(timestampMs: number, secret: string): Promise<string> {
  return hmacBase64(secret, `${timestampMs}\n${secret}`);
}

/** Feishu 签名校验: HMAC-SHA256 keyed by "<timestamp s>\n<secret>" of the empty string, base64. */
export function feishuSignature(timestampS: number, secret: string): Promise<string> {
  return hmacBase64(`${timestampS}\n${secret}`, '');
}

/** The request a robot of `robot.channel` expects for a text message. */
export async function robotRequest(robot: RobotSetting, text: string, now = Date.now()): Promise<{ url: string; body: Record<string, unknown> }> {
  switch (robot.channel) {
    case 'dingtalk': {
      const url = new URL(robot.url);
      if (robot.secret) {
        url.searchParams.set('timestamp', String(now));
        url.searchParams.set('sign', await dingTalkSignature(now, robot.secret));
      }
      return { url: url.toString(), body: { msgtype: 'text', text: { content: text } } };
    }
    case 'wecom':
      return { url: robot.url, body: { msgtype: 'text', text: { content: text } } };
    case 'feishu': {
      const timestamp = Math.floor(now / 1000);
      const signed = robot.secret ? { timestamp: String(timestamp), sign: await feishuSignature(timestamp, robot.secret) } : {};
      return { url: robot.url, body: { ...signed, msg_type: 'text', content: { text } } };
    }
  }
}

/** Whether the robot's answer says it took the message (each answers 200 with its own error codes). */
function refusalIn(channel: RobotSetting['channel'], text: string | undefined): string | undefined {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch { /* not JSON: the status decided */ }
  const code = channel === 'feishu' ? body['code'] ?? body['StatusCode'] ?? 0 : body['errcode'] ?? 0;
  return code === 0 ? undefined : `机器人接口拒绝：${String(body['errmsg'] ?? body['msg'] ?? JSON.stringify(body)).slice(0, 200)}`;
}

/** Posts `text` to the robot through the outbound check: undefined once it took it, else why not (Chinese). */
export async function postToRobot(outbound: OutboundRequests, robot: RobotSetting, text: string, now = Date.now()): Promise<string | undefined> {
  const { url, body } = await robotRequest(robot, text, now);
  const result = await outbound.send({ nodeId: `robot:${robot.id}`, method: 'POST', url, body });
  if (!result.ok) return result.error;
  if (result.status < 200 || result.status >= 300) return `机器人接口应答 HTTP ${result.status}`;
  return refusalIn(robot.channel, result.body);
}
