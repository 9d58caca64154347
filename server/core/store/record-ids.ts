/**
 * New record ids that need no shared row (issue 37): `inst-mhz8k2p3000-4f7q` — the readable prefix, the time in
 * milliseconds and a sequence (so one process's ids sort in the order it made them, as the old counted ones did:
 * lists break ties of equal creation times by id), then random characters (so two processes, or two tabs, never
 * make the same id). A counted id in one shared row made every two concurrent writes conflict under SERIALIZABLE;
 * old counted ids (`inst-123`) stay valid, they are only strings.
 */
/**
 * Milliseconds in base 36 take 8 characters from 1973 to 2059 and start with a letter from 2004 on, so new ids
 * sort after the counted ones (`form-101` < `form-mhz8k2p3…`) as well as after each other.
 */
const TIME_WIDTH = 8;
const SEQUENCE_WIDTH = 3;
const SEQUENCE_LIMIT = 36 ** SEQUENCE_WIDTH;

let lastTime = 0;
let sequence = 0;

function randomPart(): string {
  const bytes = new Uint8Array(4);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
}

/** A new id `<prefix>-<time><sequence>-<random>`, later than every id this process made before it. */
export function newRecordId(prefix: string, nowMs: number = Date.now()): string {
  if (nowMs > lastTime) {
    lastTime = nowMs;
    sequence = 0;
  } else if (++sequence >= SEQUENCE_LIMIT) {
    // More ids in one millisecond than the sequence holds (or a clock set back): borrow the next millisecond.
    lastTime++;
    sequence = 0;
  }
  return `${prefix}-${lastTime.toString(36).padStart(TIME_WIDTH, '0')}${sequence.toString(36).padStart(SEQUENCE_WIDTH, '0')}-${randomPart()}`;
}
