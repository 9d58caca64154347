// Issue 25: demo-server answers its /__demo/ switches (identity, fault, reset, export, import) only on the
// loopback interface; the other calls are judged by the rights of the person signed in. Issue 38: and only
// with the random token it printed at start (X-Demo-Token): a 触发器 sent by the server itself is loopback too.
import { DEMO_CONTROL_LOOPBACK_ONLY, DEMO_TOKEN_REQUIRED, guardRequest } from '../../../adapters/demo/server/request-guard';

const PORT = 8090;
const TOKEN = '0123456789abcdef0123456789abcdef';
const ask = (pathname: string, remoteAddress: string, token: string | null = TOKEN) => guardRequest({
  method: 'POST', pathname, remoteAddress,
  header: (name) => ({ host: `127.0.0.1:${PORT}`, 'content-type': 'application/json', ...(token === null ? {} : { 'x-demo-token': token }) } as Record<string, string>)[name],
}, PORT, TOKEN);

test.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('a /__demo/ switch from the loopback address %s with the token goes through', (address) => {
  expect(ask('/__demo/identity', address)).toEqual({ ok: true });
});

test('a /__demo/ switch from another address is refused (403) with the Chinese reason; other calls are not', () => {
  expect(ask('/__demo/identity', '192.168.1.20')).toEqual({ ok: false, status: 403, msg: DEMO_CONTROL_LOOPBACK_ONLY });
  expect(ask('/__demo/import', '10.0.0.5')).toEqual({ ok: false, status: 403, msg: '演示控制接口（/__demo/）只接受本机（127.0.0.1）的请求' });
  expect(ask('/flow/workflow/add_instance', '192.168.1.20')).toEqual({ ok: true });
});

test('a /__demo/ switch without the token, or with another, is refused even from 127.0.0.1 (issue 38)', () => {
  for (const path of ['/__demo/import', '/__demo/identity', '/__demo/reset', '/__demo/fault']) {
    expect(ask(path, '127.0.0.1', null)).toEqual({ ok: false, status: 403, msg: DEMO_TOKEN_REQUIRED });
    expect(ask(path, '127.0.0.1', `${TOKEN.slice(0, -1)}0`)).toEqual({ ok: false, status: 403, msg: DEMO_TOKEN_REQUIRED });
  }
  expect(DEMO_TOKEN_REQUIRED).toBe('演示控制接口（/__demo/）需要启动时打印的 X-Demo-Token');
  expect(ask('/flow/workflow/add_instance', '127.0.0.1', null)).toEqual({ ok: true });
});
