// Issue 25: demo-server answers its /__demo/ switches (identity, fault, reset, export, import) only on the
// loopback interface; the other calls are judged by the rights of the person signed in.
import { DEMO_CONTROL_LOOPBACK_ONLY, guardRequest } from '../../../adapters/demo/server/request-guard';

const PORT = 8090;
const ask = (pathname: string, remoteAddress: string) => guardRequest({
  method: 'POST', pathname, remoteAddress,
  header: (name) => ({ host: `127.0.0.1:${PORT}`, 'content-type': 'application/json' } as Record<string, string>)[name],
}, PORT);

test.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('a /__demo/ switch from the loopback address %s goes through', (address) => {
  expect(ask('/__demo/identity', address)).toEqual({ ok: true });
});

test('a /__demo/ switch from another address is refused (403) with the Chinese reason; other calls are not', () => {
  expect(ask('/__demo/identity', '192.168.1.20')).toEqual({ ok: false, status: 403, msg: DEMO_CONTROL_LOOPBACK_ONLY });
  expect(ask('/__demo/import', '10.0.0.5')).toEqual({ ok: false, status: 403, msg: '演示控制接口（/__demo/）只接受本机（127.0.0.1）的请求' });
  expect(ask('/flow/workflow/add_instance', '192.168.1.20')).toEqual({ ok: true });
});
