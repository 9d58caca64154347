/**
 * Where a design may send a request (issue 38: a 触发器 POSTed to demo-server's `/__demo/*` switches from
 * 127.0.0.1). Pure checks, shared by the pre-publish check, the server's save and publish, and the outbound
 * adapters at send time:
 * - only `http:` and `https:` addresses with a host;
 * - an address that is loopback, private, carrier-grade NAT, link-local, unique-local, multicast, reserved or a
 *   cloud metadata address is refused, unless its host is in the administrator's allowlist (`OUTBOUND_ALLOW`);
 *   a host name is checked by name here and, where the runtime can resolve it, by each address it resolves to;
 * - a design never sends `Cookie`, `Host` or hop-by-hop headers.
 */

/** Why an address is refused, as a user reads it. */
export type AddressKind = 'loopback' | 'private' | 'linkLocal' | 'uniqueLocal' | 'multicast' | 'metadata' | 'reserved';

const KIND_NAMES: Readonly<Record<AddressKind, string>> = {
  loopback: '本机回环地址',
  private: '内网地址',
  linkLocal: '链路本地地址',
  uniqueLocal: '唯一本地地址',
  multicast: '组播地址',
  metadata: '云平台元数据地址',
  reserved: '保留地址',
};

export const outboundAddressMessages = {
  invalid: (url: string) => `请求地址无效：${url}`,
  scheme: (url: string) => `只能请求 http:// 或 https:// 地址：${url}`,
  credentials: '请求地址不能包含用户名或密码',
  refused: (host: string, kind: AddressKind) => `不能向${KIND_NAMES[kind]}发送请求：${host}`,
  header: (name: string) => `不能在请求中设置请求头：${name}`,
} as const;

/** Host names that always mean the machine itself or a cloud's metadata service. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

function ipv4Parts(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : undefined;
}

function ipv4Kind([a, b, c, d]: number[]): AddressKind | undefined {
  if (a === 169 && b === 254 && c === 169 && d === 254) return 'metadata';
  if (a === 100 && b === 100 && c === 100 && d === 200) return 'metadata'; // Alibaba Cloud
  if (a === 127) return 'loopback';
  if (a === 0) return 'reserved';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b! >= 64 && b! <= 127) return 'private'; // carrier-grade NAT
  if (a === 169 && b === 254) return 'linkLocal';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return 'reserved';
  if (a === 203 && b === 0 && c === 113) return 'reserved';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (a! >= 240) return 'reserved';
  return undefined;
}

/** The 8 groups of an IPv6 address (with an embedded IPv4 tail), undefined when it is not one. */
function ipv6Groups(host: string): number[] | undefined {
  let text = host.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return undefined;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Parts(tail[1]!);
    if (!v4) return undefined;
    text = `${text.slice(0, -tail[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const read = (part: string) => (part === '' ? [] : part.split(':'));
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

function ipv6Kind(g: number[]): AddressKind | undefined {
  const embedded = () => [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
  if (g.slice(0, 7).every((x) => x === 0)) return g[7] === 1 ? 'loopback' : 'reserved'; // ::1, ::
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return ipv4Kind(embedded()) ?? (g[5] === 0 ? 'reserved' : undefined); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b) return ipv4Kind(embedded()); // NAT64
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((x) => x === 0) && g[7] === 0x254) return 'metadata'; // AWS
  if ((g[0]! & 0xfe00) === 0xfc00) return 'uniqueLocal';
  if ((g[0]! & 0xffc0) === 0xfe80 || (g[0]! & 0xffc0) === 0xfec0) return 'linkLocal';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2002) return ipv4Kind([g[1]! >> 8, g[1]! & 255, g[2]! >> 8, g[2]! & 255]); // 6to4
  return undefined;
}

/** What kind of refused address `ip` (an IPv4 or IPv6 literal, brackets allowed) is; undefined for a public one. */
export function refusedAddressKind(ip: string): AddressKind | undefined {
  const host = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const v4 = ipv4Parts(host);
  if (v4) return ipv4Kind(v4);
  const v6 = ipv6Groups(host);
  return v6 ? ipv6Kind(v6) : undefined;
}

/** Whether `host` is an IP literal (IPv4 dotted, or IPv6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipv4Parts(bare) !== undefined || ipv6Groups(bare) !== undefined;
}

/** The allowlist from its setting: comma- or space-separated host names, lower case. */
export function parseOutboundAllow(setting: string | undefined): readonly string[] {
  return (setting ?? '').split(/[\s,]+/).map((host) => host.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean);
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/** Whether the URL's host (or host:port) is one the administrator allowed (then no address check applies to it). */
export function isAllowedHost(url: URL, allow: readonly string[]): boolean {
  const host = hostOf(url);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allow.some((allowed) => allowed === host || allowed === `${host}:${port}`);
}

/** Why the host name itself is refused (localhost, metadata names, a refused IP literal), undefined if not. */
function hostProblem(url: URL): string | undefined {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain') return outboundAddressMessages.refused(host, 'loopback');
  if (METADATA_HOSTS.has(host)) return outboundAddressMessages.refused(host, 'metadata');
  const kind = refusedAddressKind(host);
  return kind ? outboundAddressMessages.refused(host, kind) : undefined;
}

/**
 * Why a design may not send to `url` (undefined: it may, as far as its text tells): not http(s), user:password
 * in it, or a host that is — or names — a refused address and is not in `allow`.
 */
export function outboundUrlProblem(url: string, allow: readonly string[] = []): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return outboundAddressMessages.invalid(url);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return outboundAddressMessages.scheme(url);
  if (parsed.hostname === '') return outboundAddressMessages.invalid(url);
  if (parsed.username || parsed.password) return outboundAddressMessages.credentials;
  return isAllowedHost(parsed, allow) ? undefined : hostProblem(parsed);
}

/** Why a resolved address of an allowed-looking host is refused (checked again at send, after DNS). */
export function resolvedAddressProblem(host: string, address: string): string | undefined {
  const kind = refusedAddressKind(address);
  return kind ? outboundAddressMessages.refused(`${host}（${address}）`, kind) : undefined;
}

/** Headers a design never sends: they would act as the server's own (cookies, host) or steer the connection. */
const FORBIDDEN_HEADERS = new Set([
  'cookie', 'cookie2', 'host', 'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'trailers', 'transfer-encoding', 'upgrade', 'content-length', 'expect', 'x-demo-token',
]);

/** The header names of a design that are refused (checked at save and publish; dropped at send). */
export function forbiddenHeaderNames(headers: Readonly<Record<string, string>> | undefined): string[] {
  return Object.keys(headers ?? {}).filter((name) => FORBIDDEN_HEADERS.has(name.trim().toLowerCase()));
}

/** A design's headers without the forbidden ones (what is actually sent). */
export function sendableHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !FORBIDDEN_HEADERS.has(name.trim().toLowerCase())));
}
