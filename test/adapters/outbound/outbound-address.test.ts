// Issue 38, finding 1: where a design may send a request. The pure check refuses every address the attack used
// (demo-server's /__demo/* on 127.0.0.1, file:, ftp:, javascript:, blob:, data:) and every other inside address.
import { forbiddenHeaderNames, outboundUrlProblem, parseOutboundAllow, refusedAddressKind, sendableHeaders } from '../../../domain/flow';

describe('outboundUrlProblem', () => {
  it.each([
    ['http://127.0.0.1:4173/__demo/import', '不能向本机回环地址发送请求：127.0.0.1'],
    ['http://127.1.2.3/', '不能向本机回环地址发送请求：127.1.2.3'],
    ['http://2130706433/__demo/reset', '不能向本机回环地址发送请求：127.0.0.1'],
    ['http://0x7f.1/__demo/identity', '不能向本机回环地址发送请求：127.0.0.1'],
    ['http://localhost:4173/flow/workflow/add_instance', '不能向本机回环地址发送请求：localhost'],
    ['http://app.localhost/', '不能向本机回环地址发送请求：app.localhost'],
    ['http://[::1]:4173/', '不能向本机回环地址发送请求：[::1]'],
    ['http://[::ffff:127.0.0.1]/', '不能向本机回环地址发送请求：[::ffff:7f00:1]'],
    ['http://0.0.0.0:4173/', '不能向保留地址发送请求：0.0.0.0'],
    ['http://10.1.2.3/', '不能向内网地址发送请求：10.1.2.3'],
    ['http://172.16.0.1/', '不能向内网地址发送请求：172.16.0.1'],
    ['http://192.168.1.10/', '不能向内网地址发送请求：192.168.1.10'],
    ['http://100.64.0.1/', '不能向内网地址发送请求：100.64.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '不能向云平台元数据地址发送请求：169.254.169.254'],
    ['http://100.100.100.200/latest/meta-data/', '不能向云平台元数据地址发送请求：100.100.100.200'],
    ['http://metadata.google.internal/computeMetadata/v1/', '不能向云平台元数据地址发送请求：metadata.google.internal'],
    ['http://[fd00:ec2::254]/', '不能向云平台元数据地址发送请求：[fd00:ec2::254]'],
    ['http://169.254.1.1/', '不能向链路本地地址发送请求：169.254.1.1'],
    ['http://[fe80::1]/', '不能向链路本地地址发送请求：[fe80::1]'],
    ['http://[fd12:3456::1]/', '不能向唯一本地地址发送请求：[fd12:3456::1]'],
    ['http://224.0.0.1/', '不能向组播地址发送请求：224.0.0.1'],
    ['http://[ff02::1]/', '不能向组播地址发送请求：[ff02::1]'],
    ['file:///etc/passwd', '只能请求 http:// 或 https:// 地址：file:///etc/passwd'],
    ['ftp://files.example.com/x', '只能请求 http:// 或 https:// 地址：ftp://files.example.com/x'],
    ['javascript:alert(1)', '只能请求 http:// 或 https:// 地址：javascript:alert(1)'],
    ['blob:https://app.example.com/1234', '只能请求 http:// 或 https:// 地址：blob:https://app.example.com/1234'],
    ['data:application/json,{}', '只能请求 http:// 或 https:// 地址：data:application/json,{}'],
    ['http://user:pw@erp.example.com/', '请求地址不能包含用户名或密码'],
    ['not a url', '请求地址无效：not a url'],
  ])('refuses %s', (url, message) => {
    expect(outboundUrlProblem(url)).toBe(message);
  });

  it.each(['https://erp.example.com/hook', 'http://8.8.8.8/', 'http://[2001:4860:4860::8888]/', 'https://172.32.0.1/'])('allows the public address %s', (url) => {
    expect(outboundUrlProblem(url)).toBeUndefined();
  });

  it('a host in the administrator\'s allowlist (OUTBOUND_ALLOW) may be an inside address', () => {
    const allow = parseOutboundAllow(' erp.intranet , 10.0.0.5 ');
    expect(allow).toEqual(['erp.intranet', '10.0.0.5']);
    expect(outboundUrlProblem('http://10.0.0.5/hook', allow)).toBeUndefined();
    expect(outboundUrlProblem('http://ERP.intranet./hook', allow)).toBeUndefined();
    expect(outboundUrlProblem('http://10.0.0.6/hook', allow)).toBe('不能向内网地址发送请求：10.0.0.6');
    expect(outboundUrlProblem('file:///etc/passwd', ['etc'])).toMatch(/^只能请求/);
  });

  it('classifies resolved addresses (checked again after DNS)', () => {
    expect(refusedAddressKind('127.0.0.1')).toBe('loopback');
    expect(refusedAddressKind('::ffff:10.0.0.1')).toBe('private');
    expect(refusedAddressKind('64:ff9b::7f00:1')).toBe('loopback');
    expect(refusedAddressKind('93.184.216.34')).toBeUndefined();
  });
});

test('a design never sends Cookie, Host or hop-by-hop headers', () => {
  const headers = { Cookie: 'demo_session=abc', host: '127.0.0.1', Connection: 'close', 'Transfer-Encoding': 'chunked', 'X-Api-Key': 'k1' };
  expect(forbiddenHeaderNames(headers)).toEqual(['Cookie', 'host', 'Connection', 'Transfer-Encoding']);
  expect(sendableHeaders(headers)).toEqual({ 'X-Api-Key': 'k1' });
});
