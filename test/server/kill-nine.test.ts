// Issue 37: an answered write is a durable one. A request is answered, the server process is killed at once
// (kill -9: nothing flushed, nothing closed), a new process starts on the same data and finds the write —
// 20 rounds, on the embedded PGlite and on PostgreSQL.
import { TEST_DATABASE_URL, freshPostgresLocation, requirePostgresInCi } from '../support/sql-test-db';
import { ServerClient, W, leaveValues, startServerProcess, tempDataDir, type ServerProcess } from './server-process';

requirePostgresInCi();
const ROUNDS = 20;

const homes: Array<[string, () => Promise<Record<string, string>>]> = [
  ['PGlite', async () => ({ DATA_DIR: tempDataDir() })],
  ...(TEST_DATABASE_URL ? [['PostgreSQL', async () => ({ DATA_DIR: tempDataDir(), DATABASE_URL: ((await freshPostgresLocation()) as { url: string }).url })] as [string, () => Promise<Record<string, string>>]] : []),
];

describe.each(homes)('kill -9 on %s', (_name, envOf) => {
  let server: ServerProcess | undefined;
  afterAll(async () => { await server?.kill(); });

  it(`${ROUNDS} rounds: a launch answered, the process killed at once, the launch there after the restart`, async () => {
    const env = await envOf();
    const launched: string[] = [];
    server = await startServerProcess(env);
    for (let round = 0; round < ROUNDS; round++) {
      const zhangsan = await new ServerClient(() => server!.url).signInAs('u-applicant');
      const answer = await zhangsan.post(`${W}add_instance`, { modelId: 'model-leave', values: { ...leaveValues(2), leave_reason: `第 ${round} 轮` } });
      expect(answer.body.msg).toBe('ok');
      launched.push(answer.body.data.id);
      await server.kill();
      server = await startServerProcess(env);
      const mine = await new ServerClient(() => server!.url).signInAs('u-applicant');
      const ids = (await mine.get(`${W}instance/get_my_instances?pageSize=100`)).body.data.list.map((i: { id: string }) => i.id);
      expect(ids).toEqual(expect.arrayContaining(launched));
    }
  }, 600_000); // 21 server starts (PGlite opens its files each time): minutes on a busy machine.
});
