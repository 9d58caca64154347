/**
 * Structured logs: one JSON object per line on stdout (stderr for errors), with the time, the level and the
 * message; requests add their id, method, path, status, duration and caller. Never a password, a cookie or a
 * form value: callers pass only the fields named here.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export interface LogFields {
  readonly requestId?: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly ms?: number;
  readonly caller?: string;
  readonly error?: string;
  readonly [name: string]: string | number | boolean | undefined | readonly string[];
}

export interface Log {
  (level: LogLevel, msg: string, fields?: LogFields): void;
}

export function createLog(minimum: LogLevel = 'info', write: (line: string, level: LogLevel) => void = defaultWrite): Log {
  return (level, msg, fields = {}) => {
    if (RANK[level] < RANK[minimum]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }), level);
  };
}

function defaultWrite(line: string, level: LogLevel): void {
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
