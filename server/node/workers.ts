import cluster, { type Worker } from 'node:cluster';
import type { Log } from './log';

/**
 * WORKERS=n (PostgreSQL only): n server processes on one port, as node:cluster runs them — the first process's
 * connections handed to each in turn. One Node process uses one core: a server whose work is JavaScript (the
 * engine, views, JSON) is bound by it long before PostgreSQL is. Each process is a whole server (its scheduler,
 * its deliveries, its notify sockets); they agree through the database as two servers on one PostgreSQL do
 * (docs/DEPLOY.md). The first worker starts alone, so migrations and the first seeding run once.
 *
 * This process only supervises: a worker that ends unasked is started again (after a pause, so a worker that
 * cannot start does not spin); SIGTERM / SIGINT stop every worker gracefully and then this process.
 */
export function superviseWorkers(count: number, log: Log): void {
  let stopping = false;
  let everListened = false;
  const running = new Set<Worker>();
  const start = (): Promise<void> => new Promise((listening) => {
    const worker = cluster.fork();
    running.add(worker);
    worker.once('listening', () => { everListened = true; listening(); });
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) {
        if (running.size === 0) process.exit(0);
        return;
      }
      // The first worker could not start (the database unreachable …): its own log said why; so do we, once.
      if (!everListened) process.exit(code || 1);
      log('error', '服务进程意外退出，稍后重新启动', { pid: worker.process.pid, code, signal });
      setTimeout(() => void start(), 1000);
    });
  });
  void (async () => {
    await start();
    for (let i = 1; i < count; i++) await start();
    log('info', `已启动 ${count} 个服务进程`, { workers: count });
  })();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', '正在停止全部服务进程', { signal });
    if (running.size === 0) process.exit(0);
    for (const worker of running) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

export const isWorkerSupervisor = (workers: number): boolean => workers > 1 && cluster.isPrimary;
