import type { DemoStore } from '../core/store/demo-store';
import { fireDueTimers } from '../core/timer-ticks';
import type { Log } from './log';

/**
 * Fires due timers (延时, 超时, 定时任务) on a clock while the server runs. With several server processes on one
 * PostgreSQL each looks, and each timer still fires once: the firing write is SERIALIZABLE and checks the timer
 * again inside it, so the second process's write is refused, runs again and finds nothing due.
 */
export function startScheduler(store: DemoStore, intervalMs: number, log: Log): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const look = () => {
    running = fireDueTimers(store).then((moved) => {
      if (moved > 0) log('info', '定时器已触发', { instances: moved });
    }).catch((error: unknown) => log('error', '定时器触发失败', { error: error instanceof Error ? error.message : String(error) }));
  };
  const handle = setInterval(() => { if (!stopped) look(); }, intervalMs);
  look();
  return {
    async stop() {
      stopped = true;
      clearInterval(handle);
      await running;
    },
  };
}
