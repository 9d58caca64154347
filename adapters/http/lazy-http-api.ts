/**
 * An HTTP adapter whose code loads on its first call. The administration calls (versions, statistics, 代理,
 * 操作日志, 定时任务, API definitions, data tables) are bound at start-up but only pages behind the menu use
 * them: loading them lazily keeps their code out of the launch route's bundle. Every method of such a port
 * returns a promise, so a call simply waits for the module first.
 */
export function lazyHttpApi<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a thenable (inversify and `await` probe `then`), and no symbol-keyed members.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      return (...args: unknown[]) => (loaded ??= load()).then((api) => (api as Record<string, (...a: unknown[]) => unknown>)[name](...args));
    },
  });
}
